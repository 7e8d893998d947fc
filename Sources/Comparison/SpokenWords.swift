import Foundation

/// The words of something said, for comparing: case folded, punctuation and symbols dropped,
/// digits kept. The service joins an element's parts with spaces and no punctuation ("Wi-Fi
/// Switch button on") where Earshot writes "Wi-Fi. Switch Button. On."; both give the words
/// `wi fi switch button on`. Han characters and kana are a word each.
package struct SpokenWords: Sendable, Hashable, Codable, CustomStringConvertible {
    package var words: [String]

    package init(_ text: String) {
        if let ascii = Self.asciiWords(text) {
            words = ascii
            return
        }
        let folded = text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var word = ""
        for scalar in folded.unicodeScalars {
            if Self.isWordByItself(scalar) {
                if !word.isEmpty { words.append(word) }
                words.append(String(scalar))
                word = ""
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.properties.generalCategory == .nonspacingMark
            {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        self.words = words
    }

    /// The words of a text in ASCII alone, as the general rule finds them but without Unicode's
    /// tables (most walks are such text, a million lines of it in a long one); nil for any other
    /// text.
    private static func asciiWords(_ text: String) -> [String]? {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            default:
                if !word.isEmpty {
                    words.append(String(decoding: word, as: UTF8.self))
                    word.removeAll(keepingCapacity: true)
                }
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }

    /// Han characters and kana, each a word: those scripts put no spaces between words, and the
    /// service and Earshot may space them differently.
    private static func isWordByItself(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
    }

    package var description: String { words.joined(separator: " ") }

    package var isEmpty: Bool { words.isEmpty }

    /// How alike two word lists are, from 0 (no word shared) to 1 (the same words): twice the
    /// words they share (with repeats) over the words of both.
    package func similarity(to other: SpokenWords) -> Double {
        if words == other.words { return 1 }
        let total = words.count + other.words.count
        guard total > 0 else { return 1 }
        var remaining = Dictionary(other.words.map { ($0, 1) }, uniquingKeysWith: +)
        var shared = 0
        for word in words where remaining[word, default: 0] > 0 {
            remaining[word]! -= 1
            shared += 1
        }
        return Double(2 * shared) / Double(total)
    }

    /// Whether `part`'s words occur in these, one after another.
    package func contains(_ part: SpokenWords) -> Bool {
        guard !part.words.isEmpty else { return true }
        guard part.words.count <= words.count else { return false }
        return (0...(words.count - part.words.count)).contains { start in
            words[start..<(start + part.words.count)].elementsEqual(part.words)
        }
    }
}
