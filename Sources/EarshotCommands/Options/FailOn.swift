import ArgumentParser
import Reporting

/// `--fail-on`: findings of this severity or worse end the run with status 1 (`never`: none do).
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case error, warning, never

    /// The least severity that fails the run; nil for `never`.
    var threshold: Severity? { Severity(rawValue: rawValue) }

    static let help = ArgumentHelp(
        "Findings of this severity or worse end the run with status 1: error, warning or never.")
    /// `earshot audit`'s, whose project file may give it.
    static let auditHelp = ArgumentHelp(
        "Findings of this severity or worse end the run with status 1: error, warning or never (default: the project file's failOn, else error)."
    )
}
