extension StringProtocol {
    /// The text as a terminal should show it: every control character but line feed and tab made
    /// visible, so that text from a screen file or a capture cannot move the cursor, clear the
    /// screen, retitle the window or ring the bell, nor reorder what is shown around it. C0
    /// controls and DEL read as `cat -v` shows them (`^[` for ESC, `^G` for BEL, `^M` for a
    /// carriage return, `^?` for DEL); C1 controls, the line and paragraph separators and the
    /// bidirectional controls as escapes (`\u{9b}`, `\u{2028}`, `\u{202e}`), so that
    /// "Pay \u{202E}0001$" does not show as "Pay $1000".
    ///
    /// Only what goes to a terminal is changed: files, pipes, JSON and SARIF keep the text as it is.
    package var visibleOnTerminal: String {
        replacingHiddenOnTerminal { scalar in
            switch scalar.value {
            case 0x00..<0x20: "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
            case 0x7F: "^?"
            default: scalar.escaped
            }
        }
    }

    /// A JSON document as a terminal should show it, still JSON that means the same: what
    /// ``visibleOnTerminal`` makes visible is written as JSON's own escape (`\u009b`, `\u2028`,
    /// `\u202e`), which a parser reads as the character itself. In JSON none of these may stand
    /// outside a string, and JSON's whitespace (space, tab, line feed, carriage return) is kept.
    /// YAML's double-quoted strings read the same escapes, so a YAML document whose
    /// controls are all quoted (as Earshot writes one) stays one too.
    package var jsonVisibleOnTerminal: String {
        replacingHiddenOnTerminal { scalar in scalar == "\r" ? "\r" : scalar.jsonEscaped }
    }

    /// The text with each scalar a terminal would act on replaced by `visible`'s text for it.
    private func replacingHiddenOnTerminal(_ visible: (Unicode.Scalar) -> String) -> String {
        guard unicodeScalars.contains(where: \.isHiddenOnTerminal) else { return String(self) }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            if scalar.isHiddenOnTerminal {
                result += visible(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a terminal would act on the scalar rather than show it (line feed and tab
    /// excepted): the controls, the line and paragraph separators, and the bidirectional
    /// controls, which reorder the text around them (embeddings, overrides and isolates, the
    /// left-to-right, right-to-left and Arabic letter marks).
    fileprivate var isHiddenOnTerminal: Bool {
        switch value {
        case 0x09, 0x0A: false
        case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
