import Foundation
import Reporting

/// Thrown when a file Earshot is given does not load: every error found (and the warnings), in
/// file order.
public struct LoadError: Error, Sendable, CustomStringConvertible, StatusReporting {
    public var diagnostics: [Diagnostic]
    /// Every file the load read or tried to read (the file itself, its includes, its strings
    /// tables, its screenshots): what to watch for the fix.
    public var sources: [URL]

    /// A file given to the command is malformed (65).
    public var exitStatus: ExitStatus { .inputError }

    public init(diagnostics: [Diagnostic], sources: [URL] = []) {
        self.diagnostics = diagnostics
        self.sources = sources
    }

    /// One error at `location`.
    public init(at location: SourceLocation, _ message: String) {
        self.init(diagnostics: [Diagnostic(.error, at: location, message)])
    }

    /// The file Earshot was given cannot be read at all.
    package init(reading problem: InputFileError) {
        let message =
            problem.isMissing ? "cannot read the file; check the path" : "cannot read the file: \(problem.reason)"
        self.init(at: .start(of: problem.path), message)
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
