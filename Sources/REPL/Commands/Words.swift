/// Splits a command line into words the way a shell does: whitespace separates words, and
/// "double" or 'single' quotes and backslashes keep spaces inside one.
enum Words {
    static func split(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
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
}
