import AppFiles

/// Collects diagnostics while a file is read, so that all of a file's errors are reported together.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: location, message))
    }

    func warning(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.warning, at: location, message))
    }

    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Errors first by file and position, then warnings, without repeats.
    var sorted: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }.sorted {
            ($0.severity == .warning ? 1 : 0, $0.location.file, $0.location.line, $0.location.column)
                < ($1.severity == .warning ? 1 : 0, $1.location.file, $1.location.line, $1.location.column)
        }
    }
}
