extension Diagnostic {
    /// Messages longer than this quote more input than they should. Quoted input is cut to about
    /// 80 characters, each control character among them shown as an escape of up to 10
    /// (`\u{1f}`), and a message quotes at most two inputs; the longest message of its own (the
    /// list of traits) is shorter.
    package static let maximumMessageLength = 2_000

    /// Why the diagnostic breaks the form every diagnostic keeps — one line,
    /// `file:line:column: severity: message`, a position from 1:1, input quoted short — or nil
    /// when it keeps it. The tests and the fuzz targets check every diagnostic they meet.
    package var formProblem: String? {
        if location.line < 1 || location.column < 1 {
            return "the position \(location.line):\(location.column) is not in the file"
        }
        if message.isEmpty { return "the message is empty" }
        if message.contains(where: \.isNewline) { return "the message is more than one line" }
        if message.count > Self.maximumMessageLength { return "the message is \(message.count) characters long" }
        return nil
    }
}
