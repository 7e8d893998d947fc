/// Trimming without Foundation's `trimmingCharacters(in:)`, whose bridging through NSString cost
/// more than the rest of reading a capture's attributes.
extension StringProtocol {
    /// The text without the spaces and tabs around it (what Foundation's `.whitespaces` trims).
    var trimmedOfSpaces: SubSequence { trimmed { $0.isWhitespace && !$0.isNewline } }

    /// The text without the white space and line breaks around it (`.whitespacesAndNewlines`).
    var trimmedOfWhitespace: SubSequence { trimmed(\.isWhitespace) }

    private func trimmed(_ isBlank: (Character) -> Bool) -> SubSequence {
        // Text that starts and ends with a printable ASCII character, the common case, is whole.
        if let first = first?.asciiValue, let last = last?.asciiValue, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        {
            return self[...]
        }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
