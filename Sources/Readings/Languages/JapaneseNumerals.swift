/// A number in Sino-Japanese numerals, read in katakana as a speaker says it alone ("4" →
/// "ヨン", "300" → "サンビャク", "8000" → "ハッセン", "12345" → "イチマンニセンサンビャクヨンジュウゴ"), kept in
/// two parts so that a counter after it can change its last word ("1本" → "イッポン").
///
/// Four digits make a group read with 千, 百, 十 and the units digit; the groups are joined with
/// 万, 億 and 兆. Sound changes inside the number: 300 サンビャク, 600 ロッピャク, 800 ハッピャク,
/// 3000 サンゼン, 8000 ハッセン; 4, 7 and 9 are ヨン, ナナ and キュウ (Makino and Tsutsui, *A Dictionary
/// of Basic Japanese Grammar*, Appendix 6, Sino-Japanese numerals; see docs/languages.md).
struct JapaneseNumeral: Equatable {
    /// The last word said, which a counter after the number may change.
    enum Word: Hashable {
        case digit(Int)
        case ten, hundred, thousand, tenThousand, hundredMillion, trillion
        case zero
        /// Nothing more: the head says the whole number (digits read one by one).
        case spelledOut
    }

    /// Everything said before the last word.
    var head: String
    /// The last word as said: its ``Word/kana``, or a form of its own after a digit ("ビャク" in
    /// "サンビャク").
    var said: String
    var last: Word

    /// The whole number as said alone.
    var spoken: String { head + said }

    /// Whether the number is exactly `value` (a counter's own reading of 1 or 2, "ヒトリ").
    var value: Int?

    /// The reading of `digits` (ASCII digits, no sign), or nil when it is too long to be said as
    /// one number (more than 16 digits) or starts with a zero (a code, read digit by digit).
    init?(digits: Substring) {
        guard !digits.isEmpty, digits.count <= 16, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        let values = digits.map { Int($0.asciiValue! - 48) }
        if values == [0] {
            self.init(head: "", last: .zero, value: 0)
            return
        }
        guard values.first != 0 else { return nil }
        var words: [(prefix: String, said: String, word: Word)] = []
        let units: [Word?] = [nil, .tenThousand, .hundredMillion, .trillion]
        let groupCount = (values.count + 3) / 4
        for group in 0..<groupCount {
            let end = values.count - 4 * (groupCount - 1 - group)
            let groupValues = Array(values[max(0, end - 4)..<end])
            guard groupValues.contains(where: { $0 != 0 }) else { continue }
            words += Self.group(groupValues)
            if let unit = units[groupCount - 1 - group] { words.append(("", unit.kana, unit)) }
        }
        let last = words.removeLast()
        self.init(
            head: words.map { $0.prefix + $0.said }.joined() + last.prefix, last: last.word, said: last.said,
            value: values.count <= 9 ? values.reduce(0) { $0 * 10 + $1 } : nil)
    }

    /// A number whose last word is said as usual.
    init(head: String, last: Word, said: String? = nil, value: Int?) {
        self.head = head
        self.said = said ?? last.kana
        self.last = last
        self.value = value
    }

    /// One group of at most four digits, most significant first, as words: the digit said before
    /// 十, 百 or 千, and the word.
    private static func group(_ values: [Int]) -> [(prefix: String, said: String, word: Word)] {
        var words: [(prefix: String, said: String, word: Word)] = []
        for (offset, digit) in values.enumerated() where digit != 0 {
            let place = values.count - 1 - offset
            guard place > 0 else {
                words.append(("", Word.digit(digit).kana, .digit(digit)))
                continue
            }
            let word: Word = [.ten, .hundred, .thousand][place - 1]
            switch (place, digit) {
            case (_, 1): words.append(("", word.kana, word))
            case (2, 3): words.append(("サン", "ビャク", word))
            case (2, 6): words.append(("ロッ", "ピャク", word))
            case (2, 8): words.append(("ハッ", "ピャク", word))
            case (3, 3): words.append(("サン", "ゼン", word))
            case (3, 8): words.append(("ハッ", "セン", word))
            default: words.append((Word.digit(digit).kana, word.kana, word))
            }
        }
        return words
    }
}

extension JapaneseNumeral.Word {
    /// The word as said alone or at the end of a number.
    var kana: String {
        switch self {
        case .digit(let digit): ["", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ"][digit]
        case .ten: "ジュウ"
        case .hundred: "ヒャク"
        case .thousand: "セン"
        case .tenThousand: "マン"
        case .hundredMillion: "オク"
        case .trillion: "チョウ"
        case .zero: "ゼロ"
        case .spelledOut: ""
        }
    }

    /// The word with its last sound doubled (促音) before a counter that starts with k, s, t, h or
    /// p: イッ, ロッ, ハッ, ジュッ, ヒャッ; nil for a word that does not double.
    var geminated: String? {
        switch self {
        case .digit(1): "イッ"
        case .digit(6): "ロッ"
        case .digit(8): "ハッ"
        case .ten: "ジュッ"
        case .hundred: "ヒャッ"
        default: nil
        }
    }
}

extension Character {
    /// 0–9 in ASCII.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
