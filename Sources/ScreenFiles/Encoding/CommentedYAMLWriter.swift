import Foundation
import Reporting

/// Writes an ``EncodedValue`` as block YAML with a comment line above chosen elements (Yams
/// writes no comments). Lists of elements are block lists; lists of scalars stay on one line.
/// Text is written plain when that reads back as the same string, otherwise double-quoted.
struct CommentedYAMLWriter {
    /// Screen name → element identifier → the comment above that element.
    let comments: [String: [String: String]]

    func write(_ value: EncodedValue) -> String {
        var output = ""
        guard case .object(let fields) = value else { return Self.inline(value) + "\n" }
        writeFields(fields, indent: "", screen: nil, into: &output)
        return output
    }

    /// Writes a mapping's fields; a list item's first field goes on its "- " line (`afterDash`).
    private func writeFields(
        _ fields: [(String, EncodedValue)], indent: String, screen: String?, afterDash: Bool = false,
        into output: inout String
    ) {
        for (index, (key, value)) in fields.enumerated() {
            let prefix = index == 0 && afterDash ? "" : indent
            output += prefix + Self.scalar(key) + ":"
            switch value {
            case .object(let inner) where !inner.isEmpty:
                output += "\n"
                writeFields(inner, indent: indent + "  ", screen: screen, into: &output)
            case .list(let items) where items.contains(where: { if case .object = $0 { true } else { false } }):
                output += "\n"
                for item in items {
                    guard case .object(let itemFields) = item else {
                        output += indent + "  - " + Self.inline(item) + "\n"
                        continue
                    }
                    let itemScreen = key == "screens" ? Self.text(of: "name", in: itemFields) : screen
                    if let screen, let identifier = Self.text(of: "accessibilityIdentifier", in: itemFields),
                        let comment = comments[screen]?[identifier]
                    {
                        output += indent + "  # " + comment.quotedForMessage(limit: .max) + "\n"
                    }
                    output += indent + "  - "
                    if itemFields.isEmpty {
                        output += "{}\n"
                    } else {
                        writeFields(
                            itemFields, indent: indent + "    ", screen: itemScreen, afterDash: true, into: &output)
                    }
                }
            default:
                output += " " + Self.inline(value) + "\n"
            }
        }
    }

    private static func text(of key: String, in fields: [(String, EncodedValue)]) -> String? {
        for (name, value) in fields where name == key {
            if case .string(let text) = value { return text }
        }
        return nil
    }

    /// A value on one line: scalars, and flow lists and mappings of them.
    private static func inline(_ value: EncodedValue) -> String {
        switch value {
        case .string(let text): scalar(text)
        case .integer(let number): String(number)
        case .number(let number): JSONWriter.format(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .list(let items): "[" + items.map(inline).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.map { scalar($0.0) + ": " + inline($0.1) }.joined(separator: ", ") + "}"
        }
    }

    /// Text plain when it is safe to, else double-quoted with every character YAML would not
    /// read back as itself escaped: quotes and backslashes, control characters, line breaks
    /// (U+0085, U+2028 and U+2029 included, which YAML folds), and what YAML does not allow in
    /// a stream at all.
    private static func scalar(_ text: String) -> String {
        if isPlainSafe(text) { return text }
        var quoted = ""
        JSONWriter.writeQuoted(text, escaping: needsEscape, into: &quoted)
        return quoted
    }

    /// Whether YAML reads the scalar as something else inside double quotes, or refuses it:
    /// C0 and C1 controls, DEL, the line and paragraph separators, the byte order mark and the
    /// noncharacters U+FFFE and U+FFFF (YAML 1.2 §5.1, §5.4).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    private static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if first.properties.isWhitespace || last.properties.isWhitespace || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`.+0123456789".unicodeScalars.contains(first) { return false }
        if reserved.contains(text.lowercased()) || text.contains(": ") || text.contains(" #") { return false }
        let unprintable: Set<Unicode.GeneralCategory> = [
            .control, .format, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator,
        ]
        return !text.unicodeScalars.contains {
            unprintable.contains($0.properties.generalCategory) || "{}[],".unicodeScalars.contains($0)
        }
    }
}
