import Reporting

/// Text shared by the commands' `--help`.
enum HelpText {
    /// The exit-status table (``ExitStatus``), as the help of `earshot` and of every command ends.
    static let exitStatuses =
        "Exit status:\n"
        + ExitStatus.allCases.map { status in
            let number = String(status.rawValue)
            return "  " + number + String(repeating: " ", count: 5 - number.count) + status.description
        }.joined(separator: "\n")
}
