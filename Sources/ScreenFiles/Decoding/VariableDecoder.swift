import AccessibilityModel
import Reporting

/// Reads one variable: `shift: false`, `count: 3`, `title: Hello`, or the long form
/// `rating: {type: int, initial: 3, min: 0, max: 5}` / `mode: {type: choice, options: [a, b]}`, and
/// `changesOnItsOwn: true` for a value the app changes without any action (a timer).
struct VariableDecoder {
    let reader: NodeReader

    func decode(name: String, key: SourceNode, value: SourceNode) -> Variable? {
        guard Self.isIdentifier(name) else {
            reader.error(
                key,
                "'\(name.quotedForMessage())' cannot name a variable; use letters, digits and _ and start with a letter"
            )
            return nil
        }
        switch value.value {
        case .scalar(let scalar):
            if !scalar.isQuoted, let flag = ["true": true, "false": false][scalar.text] { return .bool(name, flag) }
            if !scalar.isQuoted, scalar.text.first.map({ $0.isNumber || $0 == "-" }) == true {
                return reader.integer(value, what: "the initial value of '\(name.quotedForMessage())'").map {
                    .int(name, $0)
                }
            }
            return .string(name, scalar.text)
        case .sequence:
            reader.error(value, "a variable is a value (shift: false) or a mapping with type and initial, not a list")
            return nil
        case .mapping:
            return decodeLongForm(name: name, value)
        }
    }

    private func decodeLongForm(name: String, _ node: SourceNode) -> Variable? {
        guard let fields = reader.fields(of: node, FileKeys.variable, what: "variable '\(name.quotedForMessage())'"),
            var variable = decodeKind(name: name, node, fields)
        else { return nil }
        if let changes = fields[.changesOnItsOwn] {
            variable.changesOnItsOwn =
                reader.bool(changes, what: "changesOnItsOwn of '\(name.quotedForMessage())'") ?? false
        }
        return variable
    }

    /// The variable's type, initial value and range from its long form's fields.
    private func decodeKind(name: String, _ node: SourceNode, _ fields: Fields) -> Variable? {
        let types = ["bool", "int", "string", "choice"]
        var type: String
        if let typeNode = fields[.type] {
            guard let given = reader.string(typeNode, what: "type"), types.contains(given) else {
                let text = reader.scalarText(typeNode)
                let hint = types.nearest(to: text).map { "did you mean '\($0)'? " } ?? ""
                reader.error(
                    typeNode,
                    "unknown variable type '\(text.quotedForMessage())'; \(hint)types are: \(types.joined(separator: ", "))"
                )
                return nil
            }
            type = given
        } else if fields[.options] != nil {
            type = "choice"
        } else if fields[.min] != nil || fields[.max] != nil || fields[.step] != nil {
            type = "int"
        } else {
            reader.error(node, "variable '\(name.quotedForMessage())' needs a type (bool, int, string or choice)")
            return nil
        }
        let initial = fields[.initial]
        switch type {
        case "bool":
            let flag =
                initial.flatMap { reader.bool($0, what: "the initial value of '\(name.quotedForMessage())'") } ?? false
            return .bool(name, flag)
        case "int":
            func integer(_ key: FileKey) -> Int? {
                fields[key].flatMap { reader.integer($0, what: "\(key.rawValue) of '\(name.quotedForMessage())'") }
            }
            let low = integer(.min)
            let start =
                initial.flatMap { reader.integer($0, what: "the initial value of '\(name.quotedForMessage())'") } ?? low
                ?? 0
            return .int(name, start, min: low, max: integer(.max), step: integer(.step) ?? 1)
        case "choice":
            guard let optionsNode = fields[.options],
                let options = reader.items(of: optionsNode, what: "options")?.compactMap({
                    reader.string($0, what: "an option")
                })
            else {
                reader.error(node, "choice variable '\(name.quotedForMessage())' needs options: [first, second, ...]")
                return nil
            }
            return .choice(
                name, options,
                initial: initial.flatMap {
                    reader.string($0, what: "the initial value of '\(name.quotedForMessage())'")
                })
        default:
            return .string(
                name,
                initial.flatMap { reader.string($0, what: "the initial value of '\(name.quotedForMessage())'") } ?? "")
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && name != "true" && name != "false"
    }
}
