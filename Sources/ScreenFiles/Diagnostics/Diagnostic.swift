import Reporting

/// A problem in a screen file or a strings table, with where it is and how to fix it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    /// The file's path as given to the loader.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(_ severity: Severity, file: String, at mark: SourceMark, _ message: String) {
        self.severity = severity
        self.file = file
        line = mark.line
        column = mark.column
        self.message = message
    }

    /// `file:line:column: error: message`, the form editors and compilers use.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// Thrown when a screen file has errors: every error found (and the warnings), in file order.
public struct ScreenFileError: Error, Sendable, CustomStringConvertible, StatusReporting {
    public var diagnostics: [Diagnostic]

    /// A file given to the command is malformed (65).
    public var exitStatus: ExitStatus { .inputError }

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
