extension StringProtocol {
    /// The text as a terminal should show it: every control character but line feed and tab made
    /// visible, so that text from a screen file or a capture cannot move the cursor, clear the
    /// screen, retitle the window or ring the bell. C0 controls and DEL read as `cat -v` shows
    /// them (`^[` for ESC, `^G` for BEL, `^M` for a carriage return, `^?` for DEL); C1 controls
    /// and the line and paragraph separators as escapes (`\u{9b}`, `\u{2028}`).
    ///
    /// Only what goes to a terminal is changed: files, pipes, JSON and SARIF keep the text as it is.
    package var visibleOnTerminal: String {
        guard unicodeScalars.contains(where: \.isHiddenOnTerminal) else { return String(self) }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            guard scalar.isHiddenOnTerminal else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00..<0x20: result += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F: result += "^?"
            default: result += scalar.escaped
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a terminal would act on the scalar rather than show it (line feed and tab excepted).
    fileprivate var isHiddenOnTerminal: Bool {
        switch value {
        case 0x09, 0x0A: false
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
        default: false
        }
    }
}
