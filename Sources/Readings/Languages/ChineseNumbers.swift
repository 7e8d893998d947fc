/// Numbers in Chinese text, written as espeak-ng's Mandarin voice reads them right: it drops the
/// decimal point ("1.5" is said 一五), says "%" in English and drops a minus sign. So, as Mandarin
/// reads them (the decimal point 点 with the digits after it one by one, a percentage as
/// 百分之, a negative number with 负; see docs/languages.md):
///
/// - "432.39" → "432点三九", "17.2.1" → "17点二点一";
/// - "50%" → "百分之50", "-5" → "负5";
/// - "1,234" → "1234" (the voice pauses at the comma), "¥1,200" → "1200元", "$4.99" → "4点九九美元".
enum ChineseNumbers {
    static func reading(_ text: String) -> String {
        WrittenNumber.replacing(in: text, points: [".", "．"], separators: [",", "，"]) { number in
            var written = number.negative ? "负" : ""
            if number.percent { written += "百分之" }
            written += number.integerDigits
            for fraction in number.fractions { written += "点" + fraction.map { digits[$0] }.joined() }
            if let currency = number.currency { written += currencies[currency] ?? String(currency) }
            return written
        }
    }

    private static let digits = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]

    /// The currencies said after the amount: 元 (yuan, and yen written ¥), 美元, 欧元, 英镑.
    private static let currencies: [Character: String] = ["¥": "元", "￥": "元", "$": "美元", "€": "欧元", "£": "英镑"]
}
