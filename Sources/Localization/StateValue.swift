/// The value of a state variable, or of an expression in a template: what format strings format
/// into text (the app state itself lives in the model).
public enum StateValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)

    /// The text interpolated into a template: `true`/`false`, a plain decimal number, or the string.
    public var description: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .string(let value): value
        }
    }

    /// Truth in a condition: `true`, a non-zero number, a non-empty string.
    public var isTruthy: Bool {
        switch self {
        case .bool(let value): value
        case .int(let value): value != 0
        case .string(let value): !value.isEmpty
        }
    }

    /// The name of the value's type, for messages.
    public var typeName: String {
        switch self {
        case .bool: "bool"
        case .int: "int"
        case .string: "string"
        }
    }
}
