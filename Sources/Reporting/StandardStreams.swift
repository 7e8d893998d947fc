import Foundation

/// Where a command writes for people: standard output, for its results, and standard error, for
/// its diagnostics and progress. On a terminal, control characters in what is written are made
/// visible (``Swift/StringProtocol/visibleOnTerminal``, or in a JSON document
/// ``Swift/StringProtocol/jsonVisibleOnTerminal``); anywhere else the text goes as it is.
///
/// Text is written straight to the file descriptor, whole, after whatever the C library's streams
/// hold (what the argument parser printed), so the two stay in order.
package enum StandardStream: Sendable {
    case output, error

    /// Whether the stream is a terminal.
    package var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` and flushes it. A result that cannot be written, because the disk is full or
    /// the reader has gone, is an ``OutputError`` (exit status 74): a command must not end
    /// successfully having lost its output.
    ///
    /// - Parameters:
    ///   - escaping: whether control characters are made visible; by default when the stream is a
    ///     terminal. Pass false for the terminal sequences a front end writes itself.
    ///   - content: what `text` is, which says how they are made visible.
    package func write(_ text: String, escaping: Bool? = nil, as content: Content = .text) throws(OutputError) {
        var shown = (escaping ?? isTerminal) ? content.visibleOnTerminal(text) : text
        // What the C library's streams hold (the argument parser's `print`) goes first.
        fflush(nil)
        let descriptor = self.descriptor
        let failure = shown.withUTF8 { bytes -> Int32 in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
        guard failure == 0 else { throw OutputError(path: name, reason: String(cString: strerror(failure))) }
    }

    /// Writes `line` and a line break.
    package func writeLine(_ line: String, escaping: Bool? = nil, as content: Content = .text) throws(OutputError) {
        try write(line + "\n", escaping: escaping, as: content)
    }

    /// Writes a diagnostic or a progress line where nothing can be done if it is lost (standard
    /// error itself unwritable).
    package func report(_ line: String) {
        try? writeLine(line)
    }

    /// What is written, which says how a terminal is kept from acting on it.
    package enum Content: Sendable {
        /// Text for people: controls shown as `cat -v` and Swift write them (`^[`, `\u{9b}`).
        case text
        /// A JSON document (or JSON Lines): controls written as JSON's escapes (`\u009b`), so
        /// that what a terminal shows is still JSON, meaning the same as the text itself.
        case json

        /// `text` as a terminal should show it.
        package func visibleOnTerminal(_ text: String) -> String {
            switch self {
            case .text: text.visibleOnTerminal
            case .json: text.jsonVisibleOnTerminal
            }
        }
    }

    /// The stream's name in a message.
    package var name: String {
        switch self {
        case .output: "standard output"
        case .error: "standard error"
        }
    }

    private var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }
}
