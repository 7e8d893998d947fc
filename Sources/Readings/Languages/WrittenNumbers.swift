/// A number as written in running text, with what is written around it that belongs to it: a
/// minus sign, a currency sign before it, thousands separators, decimal points, a percent sign
/// after it ("-1,234.5", "¥1,200", "1٫3٪"). A language's step finds them with
/// ``replacing(in:points:separators:percentSigns:_:)`` and writes each as its voice should read
/// it.
struct WrittenNumber: Equatable {
    var negative = false
    /// A currency sign written before the number ("¥", "$", "€").
    var currency: Character?
    /// The digits before the point, without separators.
    var integer: [Int]
    /// The digits after each decimal point ("17.2.1" has two groups).
    var fractions: [[Int]] = []
    var percent = false

    /// The integer part in ASCII digits.
    var integerDigits: String { integer.map(String.init).joined() }

    /// `text` with each number written as `write` gives it; decimal points and thousands
    /// separators are the characters given (they differ by locale: "." and "," in Chinese, "٫"
    /// and "٬" as well in Arabic). Digits may be ASCII, full-width or Arabic-Indic.
    static func replacing(
        in text: String, points: Set<Character>, separators: Set<Character>,
        percentSigns: Set<Character> = ["%", "％", "٪"], _ write: (WrittenNumber) -> String
    ) -> String {
        guard text.unicodeScalars.contains(where: { digit(Character($0)) != nil }) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard digit(characters[index]) != nil else {
                result.append(characters[index])
                index += 1
                continue
            }
            var number = WrittenNumber(integer: [])
            if let last = result.last, currencySigns.contains(last) {
                number.currency = last
                result.removeLast()
            }
            let signAt = index - (number.currency == nil ? 1 : 2)
            if let last = result.last, minusSigns.contains(last), !(signAt > 0 && joins(characters[signAt - 1])) {
                number.negative = true
                result.removeLast()
            }
            func digits() -> [Int] {
                var values: [Int] = []
                while index < characters.count, let value = digit(characters[index]) {
                    values.append(value)
                    index += 1
                }
                return values
            }
            func followedByDigits(_ count: Int) -> Bool {
                (1...count).allSatisfy { index + $0 < characters.count && digit(characters[index + $0]) != nil }
            }
            number.integer = digits()
            if number.integer.count <= 3 {
                while index < characters.count, separators.contains(characters[index]), followedByDigits(3),
                    !(index + 4 < characters.count && digit(characters[index + 4]) != nil)
                {
                    index += 1
                    number.integer += digits()
                }
            }
            while index < characters.count, points.contains(characters[index]), followedByDigits(1) {
                index += 1
                number.fractions.append(digits())
            }
            if index < characters.count, percentSigns.contains(characters[index]) {
                number.percent = true
                index += 1
            }
            result += write(number)
        }
        return result
    }

    /// The value of a digit: ASCII, full-width, Arabic-Indic or Eastern Arabic-Indic.
    static func digit(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        for zero: UInt32 in [0x30, 0xFF10, 0x660, 0x6F0] where (zero...zero + 9).contains(scalar.value) {
            return Int(scalar.value - zero)
        }
        return nil
    }

    static let currencySigns: Set<Character> = ["¥", "￥", "$", "€", "£"]
    static let minusSigns: Set<Character> = ["-", "−", "－"]

    /// Whether a dash after `character` joins it to the number ("A-1", "1-2") rather than being
    /// a minus sign.
    static func joins(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber) || digit(character) != nil
    }
}
