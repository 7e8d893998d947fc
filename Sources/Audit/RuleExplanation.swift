import AccessibilityModel
import Findings
import Voices

/// `earshot audit --explain RULE`: the rule, the guide's text it comes from, and its examples,
/// each with what VoiceOver says (the bad one's findings with the speech after the fix).
package struct RuleExplanation {
    package let rule: any AuditRule
    package let voices: VoiceCatalog

    package init(rule: any AuditRule, voices: VoiceCatalog) {
        self.rule = rule
        self.voices = voices
    }

    package var text: String {
        get throws {
            let description = rule.rule
            var text = "\(description.id) (\(description.severity.rawValue)): \(description.summary)\n"
            text += "Guide: \(rule.guide)\nWhy: \(description.why)\nFix: \(description.fix)\n"
            if let category = description.xcodeAuditCategory { text += "Xcode audit category: \(category)\n" }
            var auditor = Auditor(rules: [rule], voices: voices)
            auditor.durations = rule.examples.durations
            for (title, examples, locales) in [
                ("Triggers", rule.examples.triggering, rule.examples.locales),
                ("Does not trigger", rule.examples.nonTriggering, rule.examples.nonTriggeringLocales),
            ] {
                let locale = locales.first ?? "en-US"
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
