import Reporting

/// A problem found in an app's model: an error makes it unusable, a warning does not.
package struct ModelIssue: Hashable, Sendable, CustomStringConvertible {
    package var severity: Severity
    package var location: ModelLocation
    package var message: String
    /// Another place the message refers to (the first of two duplicates).
    package var related: ModelLocation?

    package init(_ severity: Severity, at location: ModelLocation, _ message: String, related: ModelLocation? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.related = related
    }

    package var description: String { "\(location): \(severity.rawValue): \(message)" }
}
