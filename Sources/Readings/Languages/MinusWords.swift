/// The minus sign as the word for it, where the voice drops the sign: espeak-ng's French, Spanish
/// and Russian voices say "-5" as 5, and "−5" (U+2212) as "minus" in English. Only the sign
/// changes: "-1,5" → "moins 1,5".
enum MinusWords {
    /// The word for minus, by language.
    static let words = ["fr": "moins", "es": "menos", "ru": "минус"]

    /// `text` with the minus sign before each number said as `language`'s word for it.
    static func reading(_ text: String, language: String) -> String {
        guard let word = words[language] else { return text }
        return WrittenNumber.replacing(in: text, points: [], separators: [], percentSigns: []) { number in
            (number.negative ? word + " " : "") + (number.currency.map(String.init) ?? "") + number.integerDigits
        }
    }
}
