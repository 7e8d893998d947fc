/// A way a recording of VoiceOver's speech is written down. Each format is one file in
/// `Formats/` and one entry in ``WalkFormats/all``; which one a file is in is told from its
/// content, never from its name.
package protocol WalkFormat: Sendable {
    /// The format's name, as reports show it.
    static var name: String { get }
    /// Whether the text looks like this format (from its first non-blank line or character).
    static func recognises(_ text: String) -> Bool
    /// The walk in the text; a problem is a ``WalkError`` at its line and column.
    static func walk(in text: String, file: String) throws(WalkError) -> Walk
}

/// Every walk format, the most particular first: the first that recognises a text reads it.
package enum WalkFormats {
    package static var all: [any WalkFormat.Type] {
        [StepListWalk.self, JSONObjectWalk.self, LineWalk.self]
    }

    /// The formats Earshot reads, in words, for a file that is none of them.
    package static let described = """
        one utterance a line; a JSON list of steps, [{"action": "forward", "utterance": "…"}]; \
        aloud's {"schemaVersion": 1, "steps": […]}; WebDriverAgent answers, {"value": {"utterance": "…"}}; \
        Appium results, {"utterance": "…"}, or steps, one a line
        """

    /// The message for a JSON value that is no walk.
    static let notAWalk = "this JSON is not a walk Earshot reads; it reads \(described)"

    /// The walk in a file's text, in the first format that recognises it. A walk in which
    /// nothing was said is an error: there is nothing to compare.
    package static func read(_ text: String, file: String) throws(WalkError) -> Walk {
        let format = all.first { $0.recognises(text) } ?? LineWalk.self
        let walk = try format.walk(in: text, file: file)
        if !walk.steps.contains(where: { $0.utterance != nil }) {
            let what = walk.steps.isEmpty ? "the walk is empty" : "no move of the walk returned an utterance"
            throw WalkError(at: .start(of: file), "\(what): there is nothing to compare; a walk is \(described)")
        }
        return walk
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
