/// A JSON value: built in code and written straight to UTF-8, for outputs of tens of megabytes
/// (a SARIF log of 60,000 findings took `JSONSerialization` seconds, most of them spent casting
/// `[String: Any]`), or decoded from JSON text that has no fixed shape (the workshop's messages,
/// as the benchmark reads them). Written as `JSONSerialization` writes with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: keys in order, two spaces an indent level,
/// only quotes, backslashes and C0 controls escaped.
package indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    /// A number with a fraction or beyond `Int`; written as Swift writes a `Double` (`null` when
    /// not finite, which JSON cannot hold).
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// The text of a string value; nil for any other.
    package var string: String? { if case .string(let value) = self { value } else { nil } }
    /// A number's value; nil for any other value.
    package var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
    /// The items of an array; nil for any other value.
    package var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    /// An object's member named `key`; nil when it has none, or for any other value.
    package subscript(key: String) -> JSONValue? { if case .object(let value) = self { value[key] } else { nil } }

    /// The document, pretty-printed, with a final newline.
    package var document: String {
        var bytes: [UInt8] = []
        write(into: &bytes, indent: 0)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func write(into bytes: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): Self.writeQuoted(text, into: &bytes)
        case .int(let number): bytes += String(number).utf8
        case .double(let number): bytes += (number.isFinite ? String(number) : "null").utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .null: bytes += "null".utf8
        case .array(let items):
            guard !items.isEmpty else { return bytes += "[]".utf8 }
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.newline(indent + 1, into: &bytes)
                item.write(into: &bytes, indent: indent + 1)
            }
            Self.newline(indent, into: &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return bytes += "{}".utf8 }
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.newline(indent + 1, into: &bytes)
                Self.writeQuoted(key, into: &bytes)
                bytes += " : ".utf8
                members[key]!.write(into: &bytes, indent: indent + 1)
            }
            Self.newline(indent, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// `text` as a JSON string on one line: quotes, backslashes and C0 controls escaped, the rest
    /// as its UTF-8.
    package static func writeQuoted(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        // Most text needs no escape, and goes in whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
        else { return bytes += text.utf8 }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += "\\\"".utf8
            case UInt8(ascii: "\\"): bytes += "\\\\".utf8
            case UInt8(ascii: "\n"): bytes += "\\n".utf8
            case UInt8(ascii: "\r"): bytes += "\\r".utf8
            case UInt8(ascii: "\t"): bytes += "\\t".utf8
            case 0..<0x20: bytes += Unicode.Scalar(byte).jsonEscaped.utf8
            default: bytes.append(byte)
            }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue: Decodable {
    /// Any JSON value: a whole number that fits an `Int` as ``int(_:)``, any other as
    /// ``double(_:)``.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
