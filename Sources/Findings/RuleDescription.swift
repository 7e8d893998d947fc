import Reporting

/// What a rule checks, written once and used everywhere a rule is explained: `--explain`, the
/// SARIF rule metadata, the HTML report and the workshop view. The examples are the rule's own
/// tests: the bad one must trigger it and the good one must not.
///
/// Its texts are kept in one shared object: the audit copies a rule's description into the
/// check it makes for each of an app's screens, thousands of them, and a copy then costs one
/// reference rather than one for each text.
package struct RuleDescription: Sendable, Hashable, Codable {
    private final class Texts: Sendable {
        let id: String
        let severity: Severity
        let summary: String
        let why: String
        let fix: String
        let xcodeAuditCategory: String?

        init(id: String, severity: Severity, summary: String, why: String, fix: String, xcodeAuditCategory: String?) {
            self.id = id
            self.severity = severity
            self.summary = summary
            self.why = why
            self.fix = fix
            self.xcodeAuditCategory = xcodeAuditCategory
        }
    }

    private let texts: Texts

    /// A stable id in kebab case, e.g. `trait-word-in-label`.
    package var id: String { texts.id }
    package var severity: Severity { texts.severity }
    /// One line: what the rule finds.
    package var summary: String { texts.summary }
    /// Why it matters, citing the guide (e.g. "Accessibility Programming Guide for iOS: labels
    /// do not include the type of the control").
    package var why: String { texts.why }
    /// How to fix it.
    package var fix: String { texts.fix }
    /// The matching category of Xcode's `performAccessibilityAudit`, where there is one
    /// (`sufficientElementDescription`, `hitRegion`, `trait`, `elementDetection`, `textClipped`).
    package var xcodeAuditCategory: String? { texts.xcodeAuditCategory }

    package init(
        id: String, severity: Severity, summary: String, why: String, fix: String,
        xcodeAuditCategory: String? = nil
    ) {
        texts = Texts(
            id: id, severity: severity, summary: summary, why: why, fix: fix, xcodeAuditCategory: xcodeAuditCategory)
    }

    private enum CodingKeys: String, CodingKey {
        case id, severity, summary, why, fix, xcodeAuditCategory
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            severity: try container.decode(Severity.self, forKey: .severity),
            summary: try container.decode(String.self, forKey: .summary),
            why: try container.decode(String.self, forKey: .why), fix: try container.decode(String.self, forKey: .fix),
            xcodeAuditCategory: try container.decodeIfPresent(String.self, forKey: .xcodeAuditCategory))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(severity, forKey: .severity)
        try container.encode(summary, forKey: .summary)
        try container.encode(why, forKey: .why)
        try container.encode(fix, forKey: .fix)
        try container.encodeIfPresent(xcodeAuditCategory, forKey: .xcodeAuditCategory)
    }

    package static func == (first: RuleDescription, second: RuleDescription) -> Bool {
        first.texts === second.texts
            || (first.id == second.id && first.severity == second.severity && first.summary == second.summary
                && first.why == second.why && first.fix == second.fix
                && first.xcodeAuditCategory == second.xcodeAuditCategory)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(severity)
        hasher.combine(summary)
        hasher.combine(why)
        hasher.combine(fix)
        hasher.combine(xcodeAuditCategory)
    }
}
