import AppFiles

/// Text pasted around a capture — an exception's message, a log's lines, Xcode's activity lines
/// (`t = 109.84s Requesting snapshot…`) — which is not part of it: the capture is read, and one
/// warning says which lines around it were skipped.
struct SurroundingText {
    /// The lines before the capture holding other text (the capture's own first line when it
    /// starts after other text on it).
    var before: [Int] = []
    /// The lines after the capture holding other text (its own last line when text follows it).
    var after: [Int] = []

    /// The warning, at the first line skipped; nil when nothing was.
    func note(file: String, capture: String) -> Diagnostic? {
        guard let first = before.first ?? after.first else { return nil }
        let places = [(before, "before it"), (after, "after it")].compactMap { lines, side in
            Self.span(lines).map { "\($0) \(side)" }
        }
        return Diagnostic(
            .warning, at: SourceLocation(file: file, line: first, column: 1),
            "text around the \(capture) was skipped (\(places.joined(separator: ", "))): only the \(capture) is read")
    }

    /// "line 3", "lines 1–2", or nil for no lines.
    private static func span(_ lines: [Int]) -> String? {
        guard let first = lines.min(), let last = lines.max() else { return nil }
        return first == last ? "line \(first)" : "lines \(first)–\(last)"
    }
}
