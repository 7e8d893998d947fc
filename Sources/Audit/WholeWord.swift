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
}
