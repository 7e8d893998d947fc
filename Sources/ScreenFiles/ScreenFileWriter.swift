import AccessibilityModel
import AppFiles
import Foundation

/// Writes an ``App`` as a screen file that ``ScreenFileLoader`` reads back into an equal app:
/// the app form with every screen and the strings tables inline.
public enum ScreenFileWriter {
    public static func json(_ app: App) -> String {
        JSONWriter().write(ModelEncoder().encode(app))
    }

    public static func yaml(_ app: App) throws -> String {
        try YAMLWriter().write(ModelEncoder().encode(app))
    }

    /// Block YAML with a comment line above elements: `comments[screen][identifier]`.
    public static func yaml(_ app: App, comments: [String: [String: String]]) -> String {
        CommentedYAMLWriter(comments: comments).write(ModelEncoder().encode(app))
    }
}

extension ScreenFileWriter {
    /// A screen file's own structure as JSON, keys as written (no includes read, no defaults
    /// added): for JSON Schema validation and for editors that want JSON.
    public static func sourceJSON(data: Data, name: String) throws(LoadError) -> String {
        let root: SourceNode
        do {
            root = try SourceParser.parse(data: data, name: name)
        } catch {
            throw LoadError(at: error.location, error.message)
        }
        return JSONWriter().write(encode(root))
    }

    private static func encode(_ node: SourceNode) -> EncodedValue {
        switch node.value {
        case .scalar(let scalar):
            if scalar.isQuoted { return .string(scalar.text) }
            if scalar.isNull { return .null }
            if scalar.text == "true" || scalar.text == "false" { return .bool(scalar.text == "true") }
            if let number = Int(scalar.text) { return .integer(number) }
            if let number = Double(scalar.text), number.isFinite,
                scalar.text.first.map({ $0.isNumber || $0 == "-" }) == true
            {
                return .number(number)
            }
            return .string(scalar.text)
        case .sequence(let items):
            return .list(items.map(encode))
        case .mapping(let pairs):
            return .object(
                pairs.map { pair in
                    guard case .scalar(let scalar) = pair.key.value else { return ("", encode(pair.value)) }
                    return (scalar.text, encode(pair.value))
                })
        }
    }
}
