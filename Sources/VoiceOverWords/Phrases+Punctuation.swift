extension Phrases {
    /// `text` followed by the join mark, unless it already ends with the join mark or with one
    /// of the locale's sentence-ending characters.
    package func terminated(_ text: String) -> String {
        let mark = self.text(.joinMark)
        return text.hasSuffix(mark) || endsSentence(text) ? text : text + mark
    }

    /// Whether `text` ends with one of the locale's sentence-ending characters.
    package func endsSentence(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return self.text(.sentenceEnds).contains(last)
    }
}
