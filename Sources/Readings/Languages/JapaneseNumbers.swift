/// Numbers in Japanese text, read in katakana as a Japanese speaker says them, with the counter
/// after them: "残り4ページ" → "残りヨンページ", "1本" → "イッポン", "4月1日" → "シガツツイタチ",
/// "1.5倍" → "イッテンゴバイ", "¥1,200" → "センニヒャクエン", "10:30" → "ジュウジサンジュップン".
///
/// MeCab reads a number's digits without the counter's sound change and drops the decimal point,
/// so numbers are read here, before MeCab reads the words around them. Recognised:
///
/// - digits, ASCII or full-width, with thousands separators (`,` before each group of three);
/// - a decimal point, read テン, and the digits after it one by one (0 as レイ);
/// - 万, 億 and 兆 right after the digits ("1.5万" → "イッテンゴマン");
/// - a minus sign at the start of a word (マイナス), and ¥ or $ before the number (エン, ドル after);
/// - a time, hours and minutes ("9:05" → "クジゴフン");
/// - a counter or unit after the number (``JapaneseCounter/table``); 1日 right after 月 is the
///   first of the month (ツイタチ).
///
/// A number of more than 16 digits, or one starting with 0 ("007"), is read digit by digit.
enum JapaneseNumbers {
    /// `text` with its numbers read.
    static func reading(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { WrittenNumber.digit(Character($0)) != nil }) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard WrittenNumber.digit(characters[index]) != nil else {
                result.append(characters[index])
                index += 1
                continue
            }
            var scanner = Scanner(characters: characters, index: index)
            result += scanner.reading(before: &result)
            index = scanner.index
        }
        return result
    }

    /// One number read from `index` on; `index` is left after the number and its counter.
    private struct Scanner {
        let characters: [Character]
        var index: Int

        private func character(at offset: Int) -> Character? {
            characters.indices.contains(index + offset) ? characters[index + offset] : nil
        }

        private func digit(at offset: Int) -> Int? { character(at: offset).flatMap(WrittenNumber.digit) }

        /// The digits from `index` on, consumed.
        private mutating func digits() -> [Int] {
            var values: [Int] = []
            while let value = digit(at: 0) {
                values.append(value)
                index += 1
            }
            return values
        }

        /// The number, its counter and what was written just before it (a sign, a currency),
        /// which is taken off `before`.
        mutating func reading(before: inout String) -> String {
            let start = index
            var sign = ""
            var currency: String?
            if let last = before.last, "¥￥$".contains(last) {
                currency = last == "$" ? "ドル" : "円"
                before.removeLast()
            }
            if let last = before.last, WrittenNumber.minusSigns.contains(last),
                !(start > 1 && WrittenNumber.joins(characters[start - 2]))
            {
                sign = "マイナス"
                before.removeLast()
            }
            var integer = digits()
            if integer.count <= 3 {
                while let separator = character(at: 0), ",，".contains(separator),
                    (1...3).allSatisfy({ digit(at: $0) != nil }),
                    digit(at: 4) == nil
                {
                    index += 1
                    integer += digits()
                }
            }
            if let time = time(hours: integer) { return sign + time }
            var numeral = Self.numeral(integer)
            var groups: [[Int]] = []
            while let point = character(at: 0), ".．".contains(point), digit(at: 1) != nil {
                index += 1
                groups.append(digits())
            }
            if !groups.isEmpty { numeral = Self.decimal(numeral, integer: integer, groups: groups) }
            let units: [Character: (Int, JapaneseNumeral.Word)] = [
                "万": (4, .tenThousand), "億": (8, .hundredMillion), "兆": (12, .trillion),
            ]
            if let unit = character(at: 0), let (power, word) = units[unit] {
                index += 1
                if groups.isEmpty, integer.count + power <= 16 {
                    numeral = Self.numeral(integer + Array(repeating: 0, count: power))
                } else {
                    numeral = JapaneseNumeral(head: numeral.spoken, last: word, value: nil)
                }
            }
            numeral.head = sign + numeral.head
            let afterMonth = start > 0 && characters[start - 1] == "月"
            if let counter = counter(afterMonth: afterMonth) { return counter.reading(after: numeral) }
            if let currency { return JapaneseCounter.table[currency]!.reading(after: numeral) }
            return numeral.spoken
        }

        /// The number in `values`, or digit by digit when it cannot be said as one.
        private static func numeral(_ values: [Int]) -> JapaneseNumeral {
            let written = Substring(values.map(String.init).joined())
            return JapaneseNumeral(digits: written)
                ?? JapaneseNumeral(head: spelled(values), last: .spelledOut, value: nil)
        }

        /// The number of hours or minutes in a time.
        private static func numeral(of value: Int) -> JapaneseNumeral {
            numeral(String(value).map { Int($0.asciiValue! - 48) })
        }

        /// Digits one by one, 0 as ゼロ.
        private static func spelled(_ values: [Int]) -> String {
            values.map { $0 == 0 ? "ゼロ" : JapaneseNumeral.Word.digit($0).kana }.joined()
        }

        /// The number with a decimal point: the whole part and テン ("イッテン", 0 as "レイテン"), then
        /// each group of digits after a point one by one, 0 as レイ.
        private static func decimal(_ whole: JapaneseNumeral, integer: [Int], groups: [[Int]]) -> JapaneseNumeral {
            let point = JapaneseCounter.table["点"]!
            var head = integer == [0] ? "レイテン" : point.reading(after: whole)
            let fractions = groups.map { group in
                group.map { $0 == 0 ? "レイ" : JapaneseNumeral.Word.digit($0).kana }.joined()
            }
            head += fractions.joined(separator: "テン")
            guard let last = groups.last?.last, last != 0 else {
                return JapaneseNumeral(head: head, last: .spelledOut, value: nil)
            }
            let word = JapaneseNumeral.Word.digit(last)
            return JapaneseNumeral(head: String(head.dropLast(word.kana.count)), last: word, value: nil)
        }

        /// Hours and minutes ("10:30"), read with 時 and 分, when `hours` is followed by a colon
        /// and two digits of minutes; consumed.
        private mutating func time(hours: [Int]) -> String? {
            guard (1...2).contains(hours.count), let colon = character(at: 0), ":：".contains(colon),
                let tens = digit(at: 1), let units = digit(at: 2), digit(at: 3) == nil
            else { return nil }
            let hour = hours.reduce(0) { $0 * 10 + $1 }
            let minute = tens * 10 + units
            guard hour <= 24, minute < 60 else { return nil }
            index += 3
            let table = JapaneseCounter.table
            let hourReading = table["時"]!.reading(after: Self.numeral(of: hour))
            guard minute > 0 else { return hourReading }
            return hourReading + table["分"]!.reading(after: Self.numeral(of: minute))
        }

        /// The counter written at `index`, the longest that matches, consumed; a unit in Latin
        /// letters only when no letter follows it ("GB", not the start of "GBs").
        private mutating func counter(afterMonth: Bool) -> JapaneseCounter? {
            for length in stride(from: JapaneseCounter.longestCounter, through: 1, by: -1) {
                guard index + length <= characters.count else { continue }
                let written = String(characters[index..<index + length])
                guard let counter = JapaneseCounter.table[written] else { continue }
                if let last = written.last, last.isASCII, last.isLetter, let next = character(at: length), next.isLetter
                {
                    continue
                }
                index += length
                return written == "日" && afterMonth ? JapaneseCounter.dayOfMonth : counter
            }
            return nil
        }
    }
}
