/// Collects diagnostics while a file is read, so that all of a file's errors are reported together.
final class DiagnosticLog {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    func error(_ file: String, _ mark: SourceMark, _ message: String) {
        diagnostics.append(Diagnostic(.error, file: file, at: mark, message))
    }

    func warning(_ file: String, _ mark: SourceMark, _ message: String) {
        diagnostics.append(Diagnostic(.warning, file: file, at: mark, message))
    }

    func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Errors first by file and position, then warnings, without repeats.
    var sorted: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }.sorted {
            ($0.severity == .warning ? 1 : 0, $0.file, $0.line, $0.column)
                < ($1.severity == .warning ? 1 : 0, $1.file, $1.line, $1.column)
        }
    }
}
