import Localization
import Reporting

/// Parses template text and expressions (see ``Template`` for the syntax).
enum TemplateParser {
    /// Deeper nesting than this is refused, never overflowing the stack. Every level of the
    /// parsed expression counts: parentheses, ternaries, filters, unary operators, and each
    /// operator of a chain (`a + b + c` is two levels), since a chain nests as it is evaluated.
    static let maximumDepth = 64

    /// The longest template or condition, in characters. Text (a label, a hint) is far shorter;
    /// the limit bounds the time and memory one attribute can take.
    static let maximumLength = 10_000

    /// A template or condition longer than ``maximumLength`` is refused at the first character
    /// past it.
    static func checkLength(_ source: String) throws(TemplateError) {
        guard source.utf8.count > maximumLength, source.count > maximumLength else { return }
        throw TemplateError(
            offset: maximumLength,
            message:
                "the text is \(source.count) characters long; a template holds at most \(maximumLength) (TemplateParser.maximumLength)"
        )
    }

    static func parseTemplate(_ source: String) throws(TemplateError) -> [Template.Part] {
        let characters = Array(source)
        var parts: [Template.Part] = []
        var text = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "{" && next == "{" || character == "}" && next == "}" {
                text.append(character)
                index += 2
            } else if character == "}" {
                throw TemplateError(
                    offset: index, message: "a '}' without a '{' before it; write '}}' for a literal brace")
            } else if character == "{" {
                guard let close = closingBrace(in: characters, from: index + 1) else {
                    throw TemplateError(
                        offset: index, message: "'{' is never closed; add '}' or write '{{' for a literal brace")
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                var parser = ExpressionParser(characters: characters, range: (index + 1)..<close)
                parts.append(.expression(try parser.parseWhole()))
                index = close + 1
            } else {
                text.append(character)
                index += 1
            }
        }
        if !text.isEmpty { parts.append(.text(text)) }
        return parts
    }

    static func parseCondition(_ source: String) throws(TemplateError) -> Expression {
        try checkLength(source)
        let characters = Array(source)
        var lower = 0
        var upper = characters.count
        while lower < upper, characters[lower].isWhitespace { lower += 1 }
        while upper > lower, characters[upper - 1].isWhitespace { upper -= 1 }
        if lower < upper, characters[lower] == "{", closingBrace(in: characters, from: lower + 1) == upper - 1 {
            lower += 1
            upper -= 1
        }
        var parser = ExpressionParser(characters: characters, range: lower..<upper)
        return try parser.parseWhole()
    }

    /// The index of the `}` that ends an interpolation, skipping quoted strings.
    private static func closingBrace(in characters: [Character], from start: Int) -> Int? {
        var index = start
        var quote: Character?
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == "\\" { index += 1 } else if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "}" {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// A recursive-descent parser for one expression within a range of characters.
private struct ExpressionParser {
    let characters: [Character]
    let end: Int
    var position: Int
    var depth = 0

    init(characters: [Character], range: Range<Int>) {
        self.characters = characters
        end = range.upperBound
        position = range.lowerBound
    }

    mutating func parseWhole() throws(TemplateError) -> Expression {
        skipSpaces()
        if position >= end { throw error("an empty expression; write a variable, a '@key' or a 'quoted text'") }
        let expression = try parsePiped()
        skipSpaces()
        if position < end {
            throw error(
                "unexpected '\(String(characters[position]).quotedForMessage())'; expected an operator or the end of the expression"
            )
        }
        return expression
    }

    // MARK: Grammar, lowest precedence first

    private mutating func parsePiped() throws(TemplateError) -> Expression {
        var expression = try nested { (parser: inout ExpressionParser) throws(TemplateError) in
            try parser.parseTernary()
        }
        // Like an operator chain, each filter nests the expression one level deeper.
        var links = 0
        defer { depth -= links }
        while peek("|") && !peek("||") {
            try enterLevel()
            links += 1
            position += 1
            expression = .filter(expression, try parseFilter())
        }
        return expression
    }

    private mutating func parseTernary() throws(TemplateError) -> Expression {
        let condition = try parseBinary(level: 0)
        guard peek("?") else { return condition }
        position += 1
        let whenTrue = try nested { (parser: inout ExpressionParser) throws(TemplateError) in try parser.parseTernary()
        }
        guard peek(":") else { throw error("expected ':' for the other branch of '?'") }
        position += 1
        let whenFalse = try nested { (parser: inout ExpressionParser) throws(TemplateError) in try parser.parseTernary()
        }
        return .conditional(condition, whenTrue, whenFalse)
    }

    private static let levels: [[Expression.BinaryOperator]] = [
        [.or], [.and], [.equal, .notEqual], [.lessOrEqual, .greaterOrEqual, .less, .greater], [.plus, .minus],
    ]

    private mutating func parseBinary(level: Int) throws(TemplateError) -> Expression {
        if level == Self.levels.count { return try parseUnary() }
        var left = try parseBinary(level: level + 1)
        // Each operator of a chain nests the expression one level deeper: `a + b + c` is
        // `(a + b) + c`. Parsed in a loop, the chain is counted here.
        var links = 0
        defer { depth -= links }
        while let op = Self.levels[level].first(where: { peek($0.rawValue) }) {
            try enterLevel()
            links += 1
            position += op.rawValue.count
            left = .binary(op, left, try parseBinary(level: level + 1))
        }
        return left
    }

    private mutating func parseUnary() throws(TemplateError) -> Expression {
        if peek("!") && !peek("!=") {
            position += 1
            return .not(
                try nested { (parser: inout ExpressionParser) throws(TemplateError) in try parser.parseUnary() })
        }
        if peek("-") {
            position += 1
            return .negate(
                try nested { (parser: inout ExpressionParser) throws(TemplateError) in try parser.parseUnary() })
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(TemplateError) -> Expression {
        skipSpaces()
        guard position < end else { throw error("the expression ends too early; a value is missing") }
        let character = characters[position]
        if character == "(" {
            position += 1
            let inner = try nested { (parser: inout ExpressionParser) throws(TemplateError) in try parser.parsePiped() }
            guard peek(")") else { throw error("expected ')'") }
            position += 1
            return inner
        }
        if character == "'" || character == "\"" { return .literal(.string(try parseQuoted())) }
        if character.isASCII && character.isNumber { return .literal(.int(try parseNumber())) }
        if character == "@" {
            position += 1
            let key: String
            if position < end, characters[position] == "'" || characters[position] == "\"" {
                key = try parseQuoted()
            } else {
                key = parseWord(allowing: ".-")
                if key.isEmpty { throw error("expected a localisation key after '@'") }
            }
            return .localized(key: key, arguments: peek("(") ? try parseArguments().map(\.value) : [])
        }
        let word = parseWord(allowing: "")
        switch word {
        case "": throw error("unexpected '\(String(character).quotedForMessage())'; expected a value")
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        default: return .variable(word)
        }
    }

    private mutating func parseFilter() throws(TemplateError) -> Expression.Filter {
        skipSpaces()
        let start = position
        let name = parseWord(allowing: "")
        switch name {
        case "upper": return .uppercase
        case "lower": return .lowercase
        case "capitalized": return .capitalized
        case "plural":
            guard peek("(") else { throw error("plural needs its forms, e.g. plural(one: '# star', other: '# stars')") }
            let argumentsStart = position
            var forms: [PluralCategory: Expression] = [:]
            for argument in try parseArguments() {
                guard let label = argument.label, let category = PluralCategory(rawValue: label) else {
                    throw TemplateError(
                        offset: argument.offset,
                        message: "plural forms are named zero, one, two, few, many or other, e.g. one: '# star'")
                }
                forms[category] = argument.value
            }
            guard forms[.other] != nil else {
                throw TemplateError(
                    offset: argumentsStart, message: "plural needs an 'other' form, used when no other form fits")
            }
            return .plural(forms)
        case "":
            throw error("expected a filter name after '|' (upper, lower, capitalized or plural)")
        default:
            let suggestion =
                ["upper", "lower", "capitalized", "plural"].nearest(to: name).map { "; did you mean '\($0)'?" } ?? ""
            throw TemplateError(offset: start, message: "unknown filter '\(name.quotedForMessage())'\(suggestion)")
        }
    }

    private struct Argument {
        var label: String?
        var value: Expression
        var offset: Int
    }

    /// `( [label:] expression, ... )`
    private mutating func parseArguments() throws(TemplateError) -> [Argument] {
        position += 1  // (
        var arguments: [Argument] = []
        if peek(")") {
            position += 1
            return arguments
        }
        while true {
            skipSpaces()
            let offset = position
            var label: String?
            let save = position
            let word = parseWord(allowing: "")
            if !word.isEmpty, peek(":") {
                position += 1
                label = word
            } else {
                position = save
            }
            let value = try nested { (parser: inout ExpressionParser) throws(TemplateError) in try parser.parsePiped() }
            arguments.append(Argument(label: label, value: value, offset: offset))
            if peek(",") {
                position += 1
            } else if peek(")") {
                position += 1
                return arguments
            } else {
                throw error("expected ',' or ')' in the argument list")
            }
        }
    }

    // MARK: Tokens

    private mutating func parseQuoted() throws(TemplateError) -> String {
        let start = position
        let quote = characters[position]
        position += 1
        var text = ""
        while position < end {
            let character = characters[position]
            position += 1
            if character == quote { return text }
            if character == "\\" {
                guard position < end else { break }
                let escaped = characters[position]
                position += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\\", "'", "\"": text.append(escaped)
                default:
                    throw TemplateError(
                        offset: position - 2,
                        message:
                            "unknown escape '\\\(String(escaped).quotedForMessage())'; use \\n, \\t, \\\\, \\' or \\\"")
                }
            } else {
                text.append(character)
            }
        }
        throw TemplateError(offset: start, message: "text quoted with \(quote) is never closed")
    }

    private mutating func parseNumber() throws(TemplateError) -> Int {
        let start = position
        while position < end, characters[position].isASCII, characters[position].isNumber { position += 1 }
        guard let number = Int(String(characters[start..<position])) else {
            throw TemplateError(offset: start, message: "the number is too large (the limit is \(Int.max))")
        }
        return number
    }

    private mutating func parseWord(allowing extra: String) -> String {
        skipSpaces()
        let start = position
        while position < end {
            let character = characters[position]
            let isWordCharacter = character == "_" || character.isLetter || character.isNumber
            if !(isWordCharacter || extra.contains(character)) { break }
            position += 1
        }
        // A key does not end with a dot ("@done." is the key "done" then a full stop).
        while position > start, extra.contains(characters[position - 1]) { position -= 1 }
        return String(characters[start..<position])
    }

    private mutating func skipSpaces() {
        while position < end, characters[position].isWhitespace { position += 1 }
    }

    /// Whether the next token is `token` (after spaces).
    private mutating func peek(_ token: String) -> Bool {
        skipSpaces()
        var index = position
        for character in token {
            guard index < end, characters[index] == character else { return false }
            index += 1
        }
        return true
    }

    private mutating func nested(
        _ body: (inout ExpressionParser) throws(TemplateError) -> Expression
    ) throws(TemplateError) -> Expression {
        try enterLevel()
        defer { depth -= 1 }
        return try body(&self)
    }

    /// One level deeper; refused past ``TemplateParser/maximumDepth``.
    private mutating func enterLevel() throws(TemplateError) {
        guard depth < TemplateParser.maximumDepth else {
            throw error(
                "the expression nests deeper than \(TemplateParser.maximumDepth) levels (each operator of a chain is one); split it"
            )
        }
        depth += 1
    }

    private func error(_ message: String) -> TemplateError {
        TemplateError(offset: position, message: message)
    }
}
