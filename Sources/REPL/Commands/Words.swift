/// Splits a command line into words the way a shell does: whitespace separates words, and
/// "double" or 'single' quotes and backslashes keep spaces inside one. A `#` standing alone as
/// a word (`next # the heading`) starts a comment that runs to the end of the line; a `#` that
/// begins a longer word is part of it (`focus #volume` names an identifier).
enum Words {
    static func split(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for (index, character) in zip(line.indices, line) {
            if character == "#" && !inWord && quote == nil && !escaped && startsComment(line, at: index) {
                break
            }
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw CommandError("missing closing \(quote); close the quote or leave it out") }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        return words
    }

    /// Whether the `#` at `index` is followed by whitespace or the end of the line.
    private static func startsComment(_ line: String, at index: String.Index) -> Bool {
        let next = line.index(after: index)
        return next == line.endIndex || line[next].isWhitespace
    }
}
