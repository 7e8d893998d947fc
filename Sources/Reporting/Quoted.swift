extension StringProtocol {
    /// The text as a message may quote it: on one line (line breaks, line and paragraph
    /// separators and other control characters shown as escapes) and cut to about `limit`
    /// characters with an ellipsis, so that a megabyte of careless input never becomes a
    /// megabyte of message.
    package func quotedForMessage(limit: Int = 80) -> String {
        // Short printable ASCII, the common case, is its own quotation.
        if utf8.count <= limit, utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return String(self) }
        var result = ""
        var count = 0
        for character in self {
            if count >= limit {
                result += "…"
                break
            }
            // Scalar by scalar: a character may join a separator to a mark that follows it.
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.breaksLines || scalar.properties.generalCategory == .control {
                        result += scalar.escaped
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            count += 1
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether the scalar ends a line somewhere: line feed, vertical tab, form feed, carriage
    /// return, next line (U+0085), the line separator (U+2028) and the paragraph separator
    /// (U+2029), as Unicode's mandatory breaks and YAML's line breaks count them.
    var breaksLines: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// The scalar as a Swift escape, `\u{1b}`.
    var escaped: String { "\\u{" + String(value, radix: 16) + "}" }
}
