/// The exit statuses every Earshot command uses, one meaning each (after BSD's `sysexits.h`).
///
/// | status | meaning |
/// | --- | --- |
/// | 0 | success |
/// | 1 | findings: the command worked and found problems it was asked to look for |
/// | 64 | usage error: a mistake in the command line (unknown option, bad value, unknown locale) |
/// | 65 | input error: a file given to the command is missing, unreadable or malformed |
/// | 69 | unavailable: something Earshot needs from the system is missing (a voice, espeak-ng data) |
/// | 70 | internal error: something failed that no other status names (a bug to report) |
/// | 74 | output error: a file, directory or device could not be written |
/// | 130 | interrupted by Ctrl-C (SIGINT) |
public enum ExitStatus: Int32, Sendable, CaseIterable, CustomStringConvertible {
    case success = 0
    case findings = 1
    case usageError = 64
    case inputError = 65
    case unavailable = 69
    case internalError = 70
    case outputError = 74
    case interrupted = 130

    /// The meaning of the status, as `--help` and the README show it.
    public var description: String {
        switch self {
        case .success: "success"
        case .findings: "findings: the command worked and found problems it was asked to look for"
        case .usageError: "usage error: a mistake in the command line"
        case .inputError: "input error: a file given to the command is missing, unreadable or malformed"
        case .unavailable: "unavailable: something needed from the system is missing (a voice)"
        case .internalError: "internal error: something failed that no other status names (a bug to report)"
        case .outputError: "output error: a file, directory or device could not be written"
        case .interrupted: "interrupted (Ctrl-C)"
        }
    }

    /// The table as lines, for `--help`.
    public static var table: String {
        allCases.map { "  \($0.rawValue)\t\($0.description)" }.joined(separator: "\n")
    }
}

/// An error that knows which exit status it ends a command with.
public protocol StatusReporting: Error {
    var exitStatus: ExitStatus { get }
}
