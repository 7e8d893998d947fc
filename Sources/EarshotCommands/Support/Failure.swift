import Reporting

/// Why a command stopped: the exit status it ends with and one line for standard error.
struct Failure: StatusReporting, CustomStringConvertible {
    let exitStatus: ExitStatus
    let description: String

    init(_ exitStatus: ExitStatus, _ description: String) {
        self.exitStatus = exitStatus
        self.description = description
    }

    /// The failure an error of Earshot's libraries means: each states its own status
    /// (``StatusReporting``). Nil for the argument parser's own errors (usage, help, an explicit
    /// exit code), which it reports itself.
    init?(_ error: any Error) {
        guard let reporting = error as? any StatusReporting else { return nil }
        self.init(reporting.exitStatus, String(describing: reporting))
    }
}
