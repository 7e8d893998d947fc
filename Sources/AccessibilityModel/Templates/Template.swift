import Foundation
import Localization

/// A text attribute (label, value, hint, announcement, ...) that may depend on state and locale.
///
/// Text outside braces is literal; `{expression}` interpolates. `{{` and `}}` write literal braces.
///
/// Expressions:
/// - literals `'text'` or `"text"` (with `\'`, `\"`, `\\`, `\n`), whole numbers, `true`, `false`;
/// - variables by name (`rating`, `shift`);
/// - `@key` or `@'key with spaces'`: a localised string; `@key(rating)` formats it with arguments
///   (`%d`, `%@`, `%lld`, `%1$@`, and stringsdict plural variables `%#@stars@`);
/// - `!a`, `-a`, `a + b`, `a - b`, `a == b`, `a != b`, `<`, `<=`, `>`, `>=`, `a && b`, `a || b`,
///   `condition ? a : b`, parentheses;
/// - filters after `|`: `upper`, `lower`, `capitalized`, and
///   `plural(one: '# star', other: '# stars')`, which picks the CLDR category of the value in the
///   current locale (falling back to `other`) and replaces `#` with the number.
///
/// Examples: `"{shift ? 'Q' : 'q'}"`, `"{playing ? 'Pause' : 'Play'}"`,
/// `"{rating | plural(one: '# star', other: '# stars')}"`, `"@weather.label"`-style keys as
/// `"{@weather.city}, {@weather.temperature(degrees)}"`.
///
/// A template is parsed once (``init(parsing:)``); evaluation never parses. A template with
/// something to interpolate holds at most 10,000 characters and nests at most 64 levels, each
/// operator of a chain counting as one (`TemplateParser.maximumLength`,
/// `TemplateParser.maximumDepth`; see docs/limits.md). Text without braces is not parsed, and
/// has no limit of its own: a captured label may be a whole page of terms.
public struct Template: Hashable, Sendable, CustomStringConvertible {
    package enum Part: Hashable, Sendable {
        case text(String)
        case expression(Expression)
    }

    /// The parsed template, shared by copies (keeps ``Element`` small).
    private final class Storage: Sendable {
        let source: String
        /// The parts of a template with something to interpolate; a constant's are made when asked for.
        let interpolatedParts: [Part]
        let constant: String?

        init(source: String, interpolatedParts: [Part], constant: String?) {
            self.source = source
            self.interpolatedParts = interpolatedParts
            self.constant = constant
        }
    }

    private let storage: Storage

    /// The text as written; two templates are equal when their text is.
    public var source: String { storage.source }
    package var parts: [Part] {
        guard let constant else { return storage.interpolatedParts }
        return constant.isEmpty ? [] : [.text(constant)]
    }
    /// The text itself when there is nothing to interpolate.
    package var constant: String? { storage.constant }

    /// Every localisation key the template looks up (`{@stocks.apple}`), in order.
    package var localizationKeys: [String] {
        parts.flatMap { part -> [String] in
            if case .expression(let expression) = part { expression.localizationKeys } else { [] }
        }
    }

    /// Parses a template; throws with the offset of the first problem.
    ///
    /// Text without braces, most of a screen's text, is a constant at once: it is neither
    /// parsed nor split into parts.
    public init(parsing source: String) throws(TemplateError) {
        if !Self.hasBraces(source) {
            storage = Storage(source: source, interpolatedParts: [], constant: source)
            return
        }
        try TemplateParser.checkLength(source)
        let parts = try TemplateParser.parseTemplate(source)
        if parts.isEmpty {
            storage = Storage(source: source, interpolatedParts: [], constant: "")
        } else if parts.count == 1, case .text(let text) = parts[0] {
            storage = Storage(source: source, interpolatedParts: [], constant: text)
        } else {
            storage = Storage(source: source, interpolatedParts: parts, constant: nil)
        }
    }

    private static func hasBraces(_ source: String) -> Bool {
        func isBrace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") }
        var source = source
        return source.withUTF8 { $0.contains(where: isBrace) }
    }

    /// A template of plain text, with braces escaped so they read literally. It is not parsed:
    /// its text is ``constant`` at once, however long.
    public static func literal(_ text: String) -> Template {
        // Most texts have no brace: they are their own source, without Foundation's bridging.
        let hasBrace = text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        let escaped =
            hasBrace ? text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}") : text
        return Template(storage: Storage(source: escaped, interpolatedParts: [], constant: text))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    public var description: String { source }

    /// Two templates are equal when their text as written is.
    public static func == (lhs: Template, rhs: Template) -> Bool { lhs.source == rhs.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The expressions interpolated, in order.
    package var expressions: [Expression] {
        parts.compactMap { if case .expression(let expression) = $0 { expression } else { nil } }
    }

    /// The text in a context.
    package func evaluate(in context: EvaluationContext) -> String {
        if let constant { return constant }
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .expression(let expression): result += context.evaluate(expression).description
            }
        }
        return result
    }

    /// The value in a context: a template that is exactly one `{expression}` keeps the
    /// expression's type (a number stays a number); anything else is its text.
    package func evaluateValue(in context: EvaluationContext) -> StateValue {
        if let constant { return .string(constant) }
        if parts.count == 1, case .expression(let expression) = parts[0] {
            return context.evaluate(expression)
        }
        return .string(evaluate(in: context))
    }
}

extension Template: ExpressibleByStringLiteral {
    /// A template written in code. Its syntax is the programmer's to get right, like a regex
    /// literal: a template that does not parse stops the program with the parser's message.
    public init(stringLiteral value: String) {
        do {
            try self.init(parsing: value)
        } catch {
            preconditionFailure("template \"\(value)\" does not parse: \(error)")
        }
    }
}
