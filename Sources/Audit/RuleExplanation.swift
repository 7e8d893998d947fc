import AccessibilityModel
import Findings
import Voices

/// `earshot audit --explain RULE`: the rule, the guide's text it comes from, and its examples,
/// each with what VoiceOver says (the bad one's findings with the speech after the fix).
public struct RuleExplanation {
    public let rule: any AuditRule
    public let voices: VoiceCatalog

    public init(rule: any AuditRule, voices: VoiceCatalog) {
        self.rule = rule
        self.voices = voices
    }

    public var text: String {
        get throws {
            let description = rule.rule
            var text = "\(description.id) (\(description.severity.rawValue)): \(description.summary)\n"
            text += "Guide: \(rule.guide)\nWhy: \(description.why)\nFix: \(description.fix)\n"
            if let category = description.xcodeAuditCategory { text += "Xcode audit category: \(category)\n" }
            let locale = rule.examples.locales.first ?? "en-US"
            let auditor = Auditor(rules: [rule], voices: voices)
            for (title, examples) in [
                ("Triggers", rule.examples.triggering), ("Does not trigger", rule.examples.nonTriggering),
            ] {
                for example in examples.prefix(1) {
                    text +=
                        "\n\(title) (\(locale)):\n" + example.text.split(separator: "\n").map { "  \($0)\n" }.joined()
                    let app = try example.app()
                    let findings = try auditor.audit(app, locales: [locale])
                    for finding in findings {
                        text += "  finding: \(finding.message)\n"
                        if let now = finding.spokenNow { text += "    now:   \(now)\n" }
                        if let after = finding.spokenAfterFix { text += "    after: \(after)\n" }
                    }
                    if findings.isEmpty {
                        let spoken = try auditor.locale(locale, of: app).screens.flatMap { screen in
                            screen.order.indices.map(screen.spoken(at:))
                        }
                        text += spoken.map { "  VoiceOver: \($0)\n" }.joined()
                    }
                }
            }
            return text
        }
    }
}
