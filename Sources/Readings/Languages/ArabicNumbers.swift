/// Numbers in Arabic text, written as espeak-ng's Arabic voice reads them right. It reads "." as
/// the decimal point (فاصل) and "," as a thousands separator, but drops the Arabic decimal
/// separator "٫" ("1٫3" is said واحد ثلاثة), reads a number after the Arabic thousands separator
/// "٬" as a new number, and drops "%", "٪" and a minus sign. So (docs/languages.md):
///
/// - "1٫3" → "1.3", "١٬٢٣٤" → "1234";
/// - "1٫3٪" → "1.3 في المِئَة" (per cent, with its vowels, which the voice needs);
/// - "-5" → "سالب 5" (negative).
enum ArabicNumbers {
    static func reading(_ text: String) -> String {
        WrittenNumber.replacing(in: text, points: [".", "٫"], separators: [",", "٬"]) { number in
            var written = number.negative ? "سالب " : ""
            if let currency = number.currency { written.append(currency) }
            written += number.integerDigits
            for fraction in number.fractions { written += "." + fraction.map(String.init).joined() }
            if number.percent { written += " في المِئَة" }
            return written
        }
    }
}
