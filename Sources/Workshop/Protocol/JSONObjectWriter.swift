import ScreenFiles

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
        // Slashes as they are, as the server's encoder is told.
        JSONWriter.writeQuoted(value, escaping: { _ in false }, into: &text)
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
}
