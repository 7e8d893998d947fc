/// A command that cannot be parsed or carried out, as one line that says what to do instead.
/// `details` are lines that follow it (a screen file's diagnostics).
struct CommandError: Error, Equatable, CustomStringConvertible {
    var message: String
    var details: [String] = []

    init(_ message: String, details: [String] = []) {
        self.message = message
        self.details = details
    }

    var description: String { message }
}
