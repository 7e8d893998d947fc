import Reporting

/// A command that cannot be parsed or carried out, as one line that says what to do instead.
/// `details` are lines that follow it (a screen file's diagnostics).
struct CommandError: StatusReporting, Equatable, CustomStringConvertible {
    var message: String
    var details: [String] = []
    /// How the REPL ends when this ends it: a mistake in a command or a file given is an input
    /// error unless said otherwise.
    var exitStatus: ExitStatus

    init(_ message: String, details: [String] = [], status: ExitStatus = .inputError) {
        self.message = message
        self.details = details
        exitStatus = status
    }

    var description: String { message }
}
