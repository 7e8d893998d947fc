import Reporting

/// Thrown when a file Earshot is given does not load: every error found (and the warnings), in
/// file order.
public struct LoadError: Error, Sendable, CustomStringConvertible, StatusReporting {
    public var diagnostics: [Diagnostic]

    /// A file given to the command is malformed (65).
    public var exitStatus: ExitStatus { .inputError }

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
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
