import Findings

/// A finding that an element's `earshotIgnore` silences, with the reason written there: counted
/// and listed apart from the findings, never shown among them (SARIF marks it suppressed).
package struct SuppressedFinding: Sendable, Hashable, Codable {
    package var finding: Finding
    /// Why the team accepts it, as `earshotIgnore` gives it.
    package var reason: String

    package init(finding: Finding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}
