extension Unicode.Scalar {
    /// The scalar as a JSON (and YAML) string escapes it: `\u009b`, four lowercase hexadecimal
    /// digits, or a surrogate pair of them (`\ud83d\ude00`) past U+FFFF.
    package var jsonEscaped: String {
        guard value > 0xFFFF else { return Self.fourDigits(value) }
        let offset = value - 0x10000
        return Self.fourDigits(0xD800 + (offset >> 10)) + Self.fourDigits(0xDC00 + (offset & 0x3FF))
    }

    private static func fourDigits(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
