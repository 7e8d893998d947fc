import Foundation
import Localization

/// What a template is evaluated against: variable values and the locale's strings.
package struct EvaluationContext: Sendable {
    /// Values of the current screen's variables; they shadow the app's.
    package var screenValues: [String: StateValue]
    package var appValues: [String: StateValue]
    package let strings: LocaleStrings

    package init(screenValues: [String: StateValue], appValues: [String: StateValue], strings: LocaleStrings) {
        self.screenValues = screenValues
        self.appValues = appValues
        self.strings = strings
    }

    package func value(of name: String) -> StateValue? {
        screenValues[name] ?? appValues[name]
    }

    package func evaluate(_ expression: Expression) -> StateValue {
        switch expression {
        case .literal(let value):
            return value
        case .variable(let name):
            return value(of: name) ?? .string("")
        case .localized(let key, let arguments):
            return .string(strings.string(key, arguments: arguments.map(evaluate)))
        case .not(let operand):
            return .bool(!evaluate(operand).isTruthy)
        case .negate(let operand):
            guard case .int(let number) = evaluate(operand) else { return .int(0) }
            return .int(number == .min ? .max : -number)
        case .binary(let op, let left, let right):
            return apply(op, left, right)
        case .conditional(let condition, let whenTrue, let whenFalse):
            return evaluate(evaluate(condition).isTruthy ? whenTrue : whenFalse)
        case .filter(let operand, let filter):
            return apply(filter, to: evaluate(operand))
        }
    }

    private func apply(
        _ op: Expression.BinaryOperator, _ leftExpression: Expression, _ rightExpression: Expression
    ) -> StateValue {
        if op == .and { return .bool(evaluate(leftExpression).isTruthy && evaluate(rightExpression).isTruthy) }
        if op == .or { return .bool(evaluate(leftExpression).isTruthy || evaluate(rightExpression).isTruthy) }
        let left = evaluate(leftExpression)
        let right = evaluate(rightExpression)
        switch op {
        case .equal: return .bool(Self.compare(left, right) == 0)
        case .notEqual: return .bool(Self.compare(left, right) != 0)
        case .less: return .bool(Self.compare(left, right) < 0)
        case .lessOrEqual: return .bool(Self.compare(left, right) <= 0)
        case .greater: return .bool(Self.compare(left, right) > 0)
        case .greaterOrEqual: return .bool(Self.compare(left, right) >= 0)
        case .plus:
            if case .int(let a) = left, case .int(let b) = right {
                let (sum, overflow) = a.addingReportingOverflow(b)
                return .int(overflow ? (b > 0 ? .max : .min) : sum)
            }
            return .string(left.description + right.description)
        case .minus:
            guard case .int(let a) = left, case .int(let b) = right else { return .int(0) }
            let (difference, overflow) = a.subtractingReportingOverflow(b)
            return .int(overflow ? (b < 0 ? .max : .min) : difference)
        case .and, .or:
            preconditionFailure("handled above")
        }
    }

    /// Numbers compare as numbers, anything else by its text.
    private static func compare(_ left: StateValue, _ right: StateValue) -> Int {
        if case .int(let a) = left, case .int(let b) = right { return a < b ? -1 : (a == b ? 0 : 1) }
        if case .bool(let a) = left, case .bool(let b) = right { return a == b ? 0 : (a ? 1 : -1) }
        let a = left.description
        let b = right.description
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    private func apply(_ filter: Expression.Filter, to value: StateValue) -> StateValue {
        switch filter {
        case .uppercase:
            return .string(value.description.uppercased())
        case .lowercase:
            return .string(value.description.lowercased())
        case .capitalized:
            let text = value.description
            return .string(text.prefix(1).uppercased() + text.dropFirst())
        case .plural(let forms):
            let category: PluralCategory
            switch value {
            case .int(let number): category = strings.pluralRules.category(for: number)
            case .string(let text): category = strings.pluralRules.category(forDecimal: text)
            case .bool(let flag): category = strings.pluralRules.category(for: flag ? 1 : 0)
            }
            guard let form = forms[category] ?? forms[.other] else { return value }
            return .string(evaluate(form).description.replacingOccurrences(of: "#", with: value.description))
        }
    }
}
