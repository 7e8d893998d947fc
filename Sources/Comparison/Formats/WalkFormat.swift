/// A way a recording of VoiceOver's speech is written down. Each format is one file in
/// `Formats/` and one entry in ``WalkFormats/all``; which one a file is in is told from its
/// content, never from its name.
package protocol WalkFormat: Sendable {
    /// The format's name, as reports show it.
    static var name: String { get }
    /// Whether the text looks like this format (from its first non-blank line or character).
    static func recognises(_ text: String) -> Bool
    /// The steps in the text; a problem is a ``WalkError`` at its line and column.
    static func steps(in text: String, file: String) throws(WalkError) -> [WalkStep]
}

/// Every walk format, the most particular first: the first that recognises a text reads it.
package enum WalkFormats {
    package static var all: [any WalkFormat.Type] {
        [StepListWalk.self, WebDriverAgentWalk.self, LineWalk.self]
    }

    /// The walk in a file's text, in the first format that recognises it.
    package static func read(_ text: String, file: String) throws(WalkError) -> Walk {
        let format = all.first { $0.recognises(text) } ?? LineWalk.self
        let steps = try format.steps(in: text, file: file)
        return Walk(file: file, format: format.name, steps: steps)
    }

    /// The text's first character that is not white space, if any.
    static func firstVisible(_ text: String) -> Character? {
        text.first { !$0.isWhitespace && $0 != "\u{FEFF}" }
    }

    /// The text's lines with their numbers from 1, line ends (LF or CRLF) removed.
    static func numberedLines(_ text: String) -> [(number: Int, text: Substring)] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.enumerated().map { index, line in
            (index + 1, line.hasSuffix("\r") ? line.dropLast() : line)
        }
    }
}
