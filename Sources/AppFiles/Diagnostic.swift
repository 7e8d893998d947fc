import Reporting

/// A problem in a file Earshot reads (a screen file, a strings table, a capture), with where it
/// is and how to fix it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`, the form editors and compilers use.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
