import Reporting

/// Writes an ``EncodedValue`` as JSON, indented two spaces, keys in their given order.
package struct JSONWriter {
    func write(_ value: EncodedValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        output += "\n"
        return output
    }

    private func write(_ value: EncodedValue, indent: String, into output: inout String) {
        switch value {
        case .string(let text): writeString(text, into: &output)
        case .integer(let number): output += String(number)
        case .number(let number): output += Self.format(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .list(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                write(item, indent: inner, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                output += "{}"
                return
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, (key, item)) in fields.enumerated() {
                output += inner
                writeString(key, into: &output)
                output += ": "
                write(item, indent: inner, into: &output)
                output += index == fields.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A whole number without a fraction ("12"), otherwise Swift's shortest exact form: as
    /// messages write numbers.
    static func format(_ number: Double) -> String {
        number.messageText
    }

    private func writeString(_ text: String, into output: inout String) {
        Self.writeQuoted(text, escaping: { $0.value < 0x20 }, into: &output)
    }

    /// Writes `text` double-quoted as JSON and YAML both read it back: quotes and backslashes
    /// escaped, line feeds, carriage returns and tabs as `\n`, `\r`, `\t`, the other control
    /// characters below U+0020 and the scalars `escaping` picks as `\u` and four hex digits
    /// (`Unicode.Scalar.jsonEscaped`). `escaping` is not asked of a text all printable ASCII,
    /// which no caller escapes. Runs of scalars that need none of that are copied whole.
    package static func writeQuoted(
        _ text: String, escaping: (Unicode.Scalar) -> Bool, into output: inout String
    ) {
        // Most text is printable ASCII without a quote or a backslash, which nothing escapes:
        // written whole, not scalar by scalar.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += "\""
        var plain = text.unicodeScalars[...]
        while let special = plain.firstIndex(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || escaping($0) }) {
            output.unicodeScalars.append(contentsOf: plain[..<special])
            let scalar = plain[special]
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default: output += scalar.jsonEscaped
            }
            plain = plain[plain.index(after: special)...]
        }
        output.unicodeScalars.append(contentsOf: plain)
        output += "\""
    }
}
