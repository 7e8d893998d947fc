import Localization

/// A parsed expression inside a template's braces or a condition.
///
/// Expressions are parsed once, when a screen is loaded or built, and evaluated on every
/// resolution. See ``Template`` for the syntax. A test has no need to build one: a
/// ``Condition`` holds one, parsed from its text.
public indirect enum Expression: Hashable, Sendable {
    case literal(StateValue)
    /// A state variable, looked up in the screen's variables, then the app's.
    case variable(String)
    /// `@key` or `@key(arguments)`: a string from the localisation tables, formatted with the arguments.
    case localized(key: String, arguments: [Expression])
    case not(Expression)
    case negate(Expression)
    case binary(BinaryOperator, Expression, Expression)
    /// `condition ? whenTrue : whenFalse`
    case conditional(Expression, Expression, Expression)
    /// `value | filter`
    case filter(Expression, Filter)

    public enum BinaryOperator: String, Hashable, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">"
        case greaterOrEqual = ">=", and = "&&", or = "||", plus = "+", minus = "-"
    }

    /// A transformation after `|`.
    public enum Filter: Hashable, Sendable {
        case uppercase
        case lowercase
        case capitalized
        /// Picks the form for the value's CLDR plural category in the current locale (falling back
        /// to `other`); `#` in the form is replaced by the number.
        case plural([PluralCategory: Expression])
    }

    /// Every variable the expression reads.
    package var variables: [String] {
        var names: [String] = []
        visit { if case .variable(let name) = $0 { names.append(name) } }
        return names
    }

    /// Every localisation key the expression looks up.
    package var localizationKeys: [String] {
        var keys: [String] = []
        visit { if case .localized(let key, _) = $0 { keys.append(key) } }
        return keys
    }

    private func visit(_ body: (Expression) -> Void) {
        body(self)
        switch self {
        case .literal, .variable: break
        case .localized(_, let arguments): arguments.forEach { $0.visit(body) }
        case .not(let operand), .negate(let operand): operand.visit(body)
        case .binary(_, let left, let right):
            left.visit(body)
            right.visit(body)
        case .conditional(let condition, let whenTrue, let whenFalse):
            condition.visit(body)
            whenTrue.visit(body)
            whenFalse.visit(body)
        case .filter(let operand, let filter):
            operand.visit(body)
            if case .plural(let forms) = filter { forms.values.forEach { $0.visit(body) } }
        }
    }
}
