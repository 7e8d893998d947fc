import Yams

/// Writes an ``EncodedValue`` as YAML through Yams, quoting text that would otherwise read as
/// a number, a bool or null.
struct YAMLWriter {
    func write(_ value: EncodedValue) throws -> String {
        try Yams.serialize(node: node(value), sortKeys: false)
    }

    private func node(_ value: EncodedValue) -> Node {
        switch value {
        case .string(let text):
            let style: Node.Scalar.Style = Self.needsQuotes(text) ? .doubleQuoted : .any
            return Node(text, Tag(.str), style)
        case .integer(let number): return Node(String(number), Tag(.int))
        case .number(let number): return Node(JSONWriter.format(number), Tag(.float))
        case .bool(let flag): return Node(flag ? "true" : "false", Tag(.bool))
        case .null: return Node("null", Tag(.null))
        case .list(let items): return Node(items.map(node), Tag(.seq), .flow)
        case .object(let fields): return Node(fields.map { (Node($0.0), node($0.1)) }, Tag(.map))
        }
    }

    private static func needsQuotes(_ text: String) -> Bool {
        if text.isEmpty || Double(text) != nil { return true }
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        return reserved.contains(text.lowercased()) || text.first == " " || text.last == " "
    }
}
