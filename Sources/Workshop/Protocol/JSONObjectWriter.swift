/// A JSON object written field by field, for the messages sent with every key (``ServerMessage/Said``,
/// ``ServerMessage/AudioEnd``): Foundation's encoder takes several times as long for the same
/// text, and a room sends thousands a second. Fields come in the order they are written; the
/// text is what ``ServerMessage/text(_:)`` writes for the same message (`ServerMessageTests`).
struct JSONObjectWriter {
    private(set) var text = "{"
    private var first = true

    /// Starts a field: its name, after a comma unless it is the first.
    private mutating func name(_ name: String) {
        if !first { text += "," }
        first = false
        text += "\""
        text += name
        text += "\":"
    }

    mutating func field(_ name: String, _ value: String) {
        self.name(name)
        Self.append(value, to: &text)
    }

    mutating func field(_ name: String, _ value: Int) {
        self.name(name)
        text += String(value)
    }

    mutating func field(_ name: String, _ value: Bool) {
        self.name(name)
        text += value ? "true" : "false"
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    mutating func field(_ name: String, _ value: Double) {
        self.name(name)
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            text += String(Int64(value))
        } else {
            text += value.isFinite ? String(value) : "null"
        }
    }

    /// A field whose value is an object written by `write`.
    mutating func field(_ name: String, object write: (inout JSONObjectWriter) -> Void) {
        self.name(name)
        text += JSONObjectWriter.object(write)
    }

    /// A field whose value is an array of objects, one written by `write` for each of `elements`.
    mutating func field<Element>(
        _ name: String, objects elements: [Element], _ write: (inout JSONObjectWriter, Element) -> Void
    ) {
        self.name(name)
        text += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { text += "," }
            text += JSONObjectWriter.object { write(&$0, element) }
        }
        text += "]"
    }

    /// The text of the object `write` writes.
    static func object(_ write: (inout JSONObjectWriter) -> Void) -> String {
        var writer = JSONObjectWriter()
        write(&writer)
        return writer.text + "}"
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped, the rest
    /// as it is (slashes too, as the server's encoder is told).
    private static func append(_ string: String, to text: inout String) {
        text += "\""
        var plain = Substring(string).unicodeScalars[...]
        while let special = plain.firstIndex(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) {
            text.unicodeScalars.append(contentsOf: plain[..<special])
            let scalar = plain[special]
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            plain = plain[plain.index(after: special)...]
        }
        text.unicodeScalars.append(contentsOf: plain)
        text += "\""
    }
}
