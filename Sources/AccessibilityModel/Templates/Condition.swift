/// A boolean attribute that is either fixed or computed from state (`accessibilityViewIsModal:
/// alertShown`).
public enum Condition: Hashable, Sendable {
    /// Always true or always false (a Bool literal: `.hidden(true)`).
    case constant(Bool)
    /// Decided from state each time the screen is resolved; `source` is the text as written.
    case expression(Expression, source: String)

    /// Parses an expression such as `shift`, `!playing` or `rating > 3`; surrounding braces are
    /// allowed (`{shift}`).
    public init(parsing source: String) throws(TemplateError) {
        self = .expression(try TemplateParser.parseCondition(source), source: source)
    }

    package func evaluate(in context: EvaluationContext) -> Bool {
        switch self {
        case .constant(let value): value
        case .expression(let expression, _): context.evaluate(expression).isTruthy
        }
    }

    package var expression: Expression? {
        if case .expression(let expression, _) = self { expression } else { nil }
    }

    /// Two conditions are equal when their values, or their texts as written, are.
    public static func == (lhs: Condition, rhs: Condition) -> Bool {
        switch (lhs, rhs) {
        case (.constant(let left), .constant(let right)): left == right
        case (.expression(_, let left), .expression(_, let right)): left == right
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .constant(let value): hasher.combine(value)
        case .expression(_, let source): hasher.combine(source)
        }
    }
}

extension Condition: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .constant(value) }
}

extension Condition: ExpressibleByStringLiteral {
    /// A condition written in code; like ``Template``'s literal, it must parse.
    public init(stringLiteral value: String) {
        do {
            try self.init(parsing: value)
        } catch {
            preconditionFailure("condition \"\(value)\" does not parse: \(error)")
        }
    }
}
