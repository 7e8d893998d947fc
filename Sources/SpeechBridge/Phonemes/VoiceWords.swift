/// The words of a text as a voice meets them, for asking espeak-ng how it says each one.
///
/// A word is a run of letters, marks and digits (with a hyphen, apostrophe or full stop between
/// two letters kept inside: "Wi-Fi", "don't"), cut where cased letters (Latin, Cyrillic, Greek…)
/// meet uncased ones (Han, kana, Arabic…), since a voice reads "WiFi设置" as two words in two
/// ways. A symbol (★, →) is a word of its own. Digits alone are left out: every voice reads
/// numbers.
///
/// A text of ASCII alone (most labels) is split byte by byte, each byte taken as the character
/// it is: the same words, without breaking the text into grapheme clusters.
package enum VoiceWords {
    package static func words(in text: String) -> [String] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return split(bytes, kind: { asciiKinds[Int($0)] }) { String(decoding: $0, as: UTF8.self) }
        }
        if let ascii, let words = ascii { return words }
        return split(Array(text), kind: Kind.init) { String($0) }
    }

    /// What splitting asks of a character.
    struct Kind {
        var isWordCharacter: Bool
        var isLetter: Bool
        var isCased: Bool
        var isNumber: Bool
        /// A hyphen, apostrophe or full stop: inside a word between two letters.
        var isJoiner: Bool
        /// A symbol, a word of its own.
        var isSymbol: Bool

        init(_ character: Character) {
            isLetter = character.isLetter
            isNumber = character.isNumber
            isCased = character.isCased
            isWordCharacter =
                isLetter || isNumber
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
            isJoiner = "-'’.".contains(character)
            isSymbol = character.isSymbol && !character.isWhitespace
        }
    }

    /// Each ASCII character's kind, by its code.
    private static let asciiKinds = (0..<128).map { Kind(Character(Unicode.Scalar(UInt8($0)))) }

    /// The words of `units` (a text's characters, or its bytes when all are ASCII), each made by
    /// `text` from its run of units. Inlined, so that `kind` is a table look-up, not a call.
    @inline(__always)
    private static func split<Units: RandomAccessCollection>(
        _ units: Units, kind: (Units.Element) -> Kind, text: (Units.SubSequence) -> String
    ) -> [String] where Units.Index == Int {
        var words: [String] = []
        var start: Int?
        var hasNonNumber = false
        /// The kind of the word's last character.
        var last: Kind?
        func end(at index: Int) {
            if let start, hasNonNumber { words.append(text(units[start..<index])) }
            start = nil
            hasNonNumber = false
            last = nil
        }
        for index in units.indices {
            let current = kind(units[index])
            if current.isWordCharacter {
                if let last, last.isLetter, current.isLetter, last.isCased != current.isCased { end(at: index) }
                if start == nil { start = index }
                hasNonNumber = hasNonNumber || !current.isNumber
                last = current
            } else if current.isJoiner, last?.isLetter == true, index + 1 < units.endIndex,
                kind(units[index + 1]).isLetter
            {
                hasNonNumber = true
                last = current
            } else {
                end(at: index)
                if current.isSymbol { words.append(text(units[index..<index + 1])) }
            }
        }
        end(at: units.endIndex)
        return words
    }
}
