import Foundation

extension String {
    /// Where `word` first occurs in the text as a word of its own, in any case, with no letter
    /// just before or after it ("Link" in "Privacy link", not in "LinkedIn"); in a script written
    /// without spaces (Chinese, Japanese), wherever it occurs.
    func rangeOfWord(_ word: String) -> Range<Index>? {
        let spaced = word.unicodeScalars.first.map { $0.properties.isAlphabetic && $0.value < 0x3000 } == true
        var start = startIndex
        while let range = range(of: word, options: .caseInsensitive, range: start..<endIndex) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            if !spaced || (!(before?.isLetter ?? false) && !(after?.isLetter ?? false)) { return range }
            start = range.upperBound
        }
        return nil
    }

    /// Whether `word` occurs in the text as a word of its own (``rangeOfWord(_:)``).
    func containsWord(_ word: String) -> Bool { rangeOfWord(word) != nil }

    /// Whether the text holds `word` exactly as written, byte for byte: a quick test before the
    /// slower search in any case, which most words fail.
    package func holdsExactly(_ word: String) -> Bool {
        var text = self
        var word = word
        return text.withUTF8 { text in
            word.withUTF8 { word in
                guard let first = word.first else { return true }
                guard let base = text.baseAddress, text.count >= word.count else { return false }
                // Each place the first byte is, compared whole.
                var start = 0
                while let hit = memchr(base + start, Int32(first), text.count - word.count + 1 - start) {
                    let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + offset, word.baseAddress!, word.count) == 0 { return true }
                    start = offset + 1
                    if start > text.count - word.count { return false }
                }
                return false
            }
        }
    }
}
