extension String {
    /// The text with every line break (CR, LF, VT, FF, NEL, line and paragraph separators)
    /// turned into a space, so that it fits on one line of a transcript or caption file.
    var singleLine: String {
        String(
            String.UnicodeScalarView(
                unicodeScalars.map { Self.lineBreaks.contains($0) ? " " : $0 }))
    }

    private static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]
}
