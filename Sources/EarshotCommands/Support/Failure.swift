import Reporting

/// Why a command stopped: the exit status it ends with and one line for standard error.
struct Failure: StatusReporting, CustomStringConvertible {
    let exitStatus: ExitStatus
    let description: String

    init(_ exitStatus: ExitStatus, _ description: String) {
        self.exitStatus = exitStatus
        self.description = description
    }
}
