import Reporting

/// A problem found in an app's model: an error makes it unusable, a warning does not.
public struct ModelIssue: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var location: ModelLocation
    public var message: String
    /// Another place the message refers to (the first of two duplicates).
    public var related: ModelLocation?

    public init(_ severity: Severity, at location: ModelLocation, _ message: String, related: ModelLocation? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.related = related
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
