import Localization
import Reporting

/// A state variable declared by an app or a screen; templates, conditions and actions use it.
public struct Variable: Hashable, Sendable {
    /// The longest text a string variable holds, in characters: an action that builds text from
    /// itself (`set: {title: '{title + title}'}`) would otherwise grow it without bound. A longer
    /// value is refused like any value that does not fit.
    public static let maximumStringLength = 10_000

    public enum Kind: Hashable, Sendable {
        case bool
        /// A whole number kept within `min...max` (when given) and stepped by `step`.
        case int(min: Int?, max: Int?, step: Int)
        case string
        /// One of a fixed list of names (an enumeration); stepping moves along the list.
        case choice([String])

        package var name: String {
            switch self {
            case .bool: "bool"
            case .int: "int"
            case .string: "string"
            case .choice: "choice"
            }
        }
    }

    public var name: String
    public var kind: Kind
    public var initial: StateValue
    /// Whether the app changes the value without any action (a timer, a download's progress, a
    /// clock): `changesOnItsOwn: true` in screen files. Earshot keeps such a value still (only
    /// actions change it); the audit checks that elements showing it have `updatesFrequently`.
    public var changesOnItsOwn: Bool

    public init(name: String, kind: Kind, initial: StateValue, changesOnItsOwn: Bool = false) {
        self.name = name
        self.kind = kind
        self.initial = initial
        self.changesOnItsOwn = changesOnItsOwn
    }

    public static func bool(_ name: String, _ initial: Bool = false) -> Variable {
        Variable(name: name, kind: .bool, initial: .bool(initial))
    }

    public static func int(
        _ name: String, _ initial: Int = 0, min: Int? = nil, max: Int? = nil, step: Int = 1
    ) -> Variable {
        Variable(name: name, kind: .int(min: min, max: max, step: step), initial: .int(initial))
    }

    public static func string(_ name: String, _ initial: String = "") -> Variable {
        Variable(name: name, kind: .string, initial: .string(initial))
    }

    /// One of `options`, starting at `initial` or else the first option.
    public static func choice(_ name: String, _ options: [String], initial: String? = nil) -> Variable {
        Variable(name: name, kind: .choice(options), initial: .string(initial ?? options.first ?? ""))
    }

    /// The same variable, changed by the app without any action (``changesOnItsOwn``).
    public func changingOnItsOwn() -> Variable {
        var variable = self
        variable.changesOnItsOwn = true
        return variable
    }

    /// Whether `value` fits this variable (type, range, option list); nil when it does, else why not.
    package func problem(with value: StateValue) -> String? {
        switch (kind, value) {
        case (.bool, .bool): return nil
        case (.string, .string(let text)): return Self.lengthProblem(text)
        case (.int(let low, let high, _), .int(let number)):
            if let low, number < low { return "\(number) is below the minimum \(low)" }
            if let high, number > high { return "\(number) is above the maximum \(high)" }
            return nil
        case (.choice(let options), .string(let option)):
            guard !options.contains(option) else { return nil }
            let shown = options.prefix(10).map { "'\($0.quotedForMessage())'" } + (options.count > 10 ? ["…"] : [])
            return "'\(option.quotedForMessage())' is not one of \(shown.joined(separator: ", "))"
        default:
            return "a \(kind.name) variable cannot hold the \(value.typeName) \(value.description.quotedForMessage())"
        }
    }

    /// Why a string variable cannot hold `text`: it is longer than ``maximumStringLength``.
    private static func lengthProblem(_ text: String) -> String? {
        // UTF-8 bytes are at least as many as characters, and counted at once.
        guard text.utf8.count > maximumStringLength, text.count > maximumStringLength else { return nil }
        return
            "the text is \(text.count) characters long; a string variable holds at most \(maximumStringLength) (Variable.maximumStringLength)"
    }

    /// Converts a value to this variable's type where it is unambiguous ("3" → 3, "true" → true),
    /// and keeps numbers within range; nil when it cannot.
    package func coerce(_ value: StateValue) -> StateValue? {
        let converted: StateValue
        switch (kind, value) {
        case (.bool, .string(let text)):
            guard let flag = Bool(text) else { return nil }
            converted = .bool(flag)
        case (.int, .string(let text)):
            guard let number = Int(text) else { return nil }
            converted = .int(number)
        case (.string, _), (.choice, .int), (.choice, .bool):
            converted = .string(value.description)
        default:
            converted = value
        }
        if case .int(let low, let high, _) = kind, case .int(let number) = converted {
            return .int(Swift.min(high ?? .max, Swift.max(low ?? .min, number)))
        }
        return problem(with: converted) == nil ? converted : nil
    }

    /// The value one step up (`by: 1`) or down (`by: -1`), clamped at the ends; nil for bool and
    /// string variables, which cannot step.
    package func stepped(_ value: StateValue, by direction: Int) -> StateValue? {
        switch (kind, value) {
        case (.int(let low, let high, let step), .int(let number)):
            let (change, stepOverflow) = step.multipliedReportingOverflow(by: direction)
            let (next, overflow) = number.addingReportingOverflow(change)
            // Past the ends of Int, the value stops at the end it was moving towards.
            let raw = stepOverflow || overflow ? ((step > 0) == (direction > 0) ? Int.max : Int.min) : next
            return .int(Swift.min(high ?? .max, Swift.max(low ?? .min, raw)))
        case (.choice(let options), .string(let option)):
            guard let index = options.firstIndex(of: option) else { return nil }
            return .string(options[Swift.min(options.count - 1, Swift.max(0, index + direction))])
        default:
            return nil
        }
    }
}
