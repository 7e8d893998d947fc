import Reporting

/// What a rule checks, written once and used everywhere a rule is explained: `--explain`, the
/// SARIF rule metadata, the HTML report and the workshop view. The examples are the rule's own
/// tests: the bad one must trigger it and the good one must not.
package struct RuleDescription: Sendable, Hashable, Codable {
    /// A stable id in kebab case, e.g. `trait-word-in-label`.
    package var id: String
    package var severity: Severity
    /// One line: what the rule finds.
    package var summary: String
    /// Why it matters, citing the guide (e.g. "Accessibility Programming Guide for iOS: labels
    /// do not include the type of the control").
    package var why: String
    /// How to fix it.
    package var fix: String
    /// The matching category of Xcode's `performAccessibilityAudit`, where there is one
    /// (`sufficientElementDescription`, `hitRegion`, `trait`, `elementDetection`, `textClipped`).
    package var xcodeAuditCategory: String?

    package init(
        id: String, severity: Severity, summary: String, why: String, fix: String,
        xcodeAuditCategory: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.why = why
        self.fix = fix
        self.xcodeAuditCategory = xcodeAuditCategory
    }
}
