import AccessibilityModel
import AppFiles
import Reporting

/// Parses a `.strings` table: `"key" = "value";` entries with `/* */` and `//` comments and the
/// escapes `\n \t \r \" \' \\ \Uxxxx \uxxxx`. Unquoted keys and values (letters, digits, `_.-`) are
/// allowed as in old-style property lists.
struct StringsFileParser {
    typealias Failure = SourceFailure

    private let characters: [Character]
    /// The table's name in locations.
    private let file: String
    private var position = 0
    private var line = 1
    private var lineStart = 0

    /// The entries of `text`, read from `file` (which names it in locations). The first error
    /// ends the reading: it says which lines after it were not read, since what follows a
    /// missing `;` or quote cannot be told apart from what it was meant to be.
    static func parse(
        _ text: String, file: String
    ) throws(Failure) -> [(key: String, value: String, location: SourceLocation)] {
        var parser = StringsFileParser(characters: Array(text), file: file)
        do {
            return try parser.parseEntries()
        } catch {
            throw Failure(location: error.location, message: error.message + parser.unread(after: error.location))
        }
    }

    /// What of the table was left unread by an error at `location`, for its message: the lines
    /// from there to the last that holds anything; empty when nothing is left.
    private func unread(after location: SourceLocation) -> String {
        let rest = characters[min(position, characters.count)...]
        guard let last = rest.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        let lastLine = line + rest[..<last].count { $0.isNewline }
        let lines = lastLine == location.line ? "line \(lastLine)" : "lines \(location.line)–\(lastLine)"
        return "; the rest of the table (\(lines)) was not read"
    }

    private init(characters: [Character], file: String) {
        self.characters = characters
        self.file = file
    }

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: position - lineStart + 1)
    }

    private mutating func parseEntries() throws(Failure) -> [(key: String, value: String, location: SourceLocation)] {
        var entries: [(String, String, SourceLocation)] = []
        while true {
            try skipSpaceAndComments()
            guard position < characters.count else { return entries }
            let entryStart = location
            let key = try parseToken(what: "a key")
            try skipSpaceAndComments()
            let value: String
            if peek("=") {
                position += 1
                try skipSpaceAndComments()
                value = try parseToken(what: "a value")
                try skipSpaceAndComments()
            } else {
                value = key
            }
            guard peek(";") else {
                throw Failure(
                    location: location, message: "expected ';' after the entry for \"\(key.quotedForMessage())\"")
            }
            position += 1
            entries.append((key, value, entryStart))
        }
    }

    private func peek(_ character: Character) -> Bool {
        position < characters.count && characters[position] == character
    }

    private mutating func advance() {
        if characters[position].isNewline {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    private mutating func skipSpaceAndComments() throws(Failure) {
        while position < characters.count {
            let character = characters[position]
            if character.isWhitespace {
                advance()
            } else if character == "/", position + 1 < characters.count, characters[position + 1] == "*" {
                let start = location
                position += 2
                while position < characters.count,
                    !(characters[position] == "*" && position + 1 < characters.count && characters[position + 1] == "/")
                {
                    advance()
                }
                guard position < characters.count else {
                    throw Failure(location: start, message: "a comment '/*' is never closed; add '*/'")
                }
                position += 2
            } else if character == "/", position + 1 < characters.count, characters[position + 1] == "/" {
                while position < characters.count, !characters[position].isNewline { position += 1 }
            } else {
                return
            }
        }
    }

    private mutating func parseToken(what: String) throws(Failure) -> String {
        guard position < characters.count else {
            throw Failure(location: location, message: "the file ends where \(what) was expected")
        }
        if characters[position] == "\"" { return try parseQuoted() }
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || "_.-$:/".contains(characters[position])
        {
            position += 1
        }
        guard position > start else {
            throw Failure(
                location: location,
                message: "expected \(what) in double quotes, found '\(String(characters[position]).quotedForMessage())'"
            )
        }
        return String(characters[start..<position])
    }

    private mutating func parseQuoted() throws(Failure) -> String {
        let start = location
        position += 1
        var text = ""
        while position < characters.count {
            let character = characters[position]
            if character == "\"" {
                position += 1
                return text
            }
            guard character == "\\" else {
                text.append(character)
                advance()
                continue
            }
            let escapeStart = location
            position += 1
            guard position < characters.count else { break }
            let escaped = characters[position]
            position += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "\"", "'", "\\": text.append(escaped)
            case "U", "u":
                guard position + 4 <= characters.count,
                    let code = UInt32(String(characters[position..<(position + 4)]), radix: 16),
                    let scalar = Unicode.Scalar(code)
                else {
                    throw Failure(
                        location: escapeStart, message: "\\\(escaped) needs four hexadecimal digits, e.g. \\U00E9")
                }
                position += 4
                text.unicodeScalars.append(scalar)
            default:
                throw Failure(
                    location: escapeStart,
                    message:
                        "unknown escape '\\\(String(escaped).quotedForMessage())'; use \\n, \\t, \\\", \\\\ or \\U00E9")
            }
        }
        throw Failure(location: start, message: "the quoted text is never closed; add '\"'")
    }
}
