import AccessibilityModel
import Audit
import Findings
import Testing

/// The examples are the rules' tests: every triggering example makes its rule find something in
/// each of the rule's example locales, and no non-triggering example does.
struct RuleExamplesTests {
    static let auditor = Auditor(voices: AuditTestSupport.voices)

    @Test(arguments: AuditRules.all.map(\.rule.id))
    func examples(of id: String) throws {
        let rule = try #require(AuditRules.rule(id))
        #expect(!rule.examples.triggering.isEmpty)
        // Every voice file still lists phrases nobody has checked: none makes `unverified` quiet.
        #expect(!rule.examples.nonTriggering.isEmpty || id == UnverifiedRule().rule.id)
        for locale in rule.examples.locales {
            for (number, example) in rule.examples.triggering.enumerated() {
                let findings = try Self.findings(of: rule, in: example.app(), locale: locale)
                #expect(!findings.isEmpty, "\(id): triggering example \(number + 1) found nothing in \(locale)")
            }
        }
        for locale in rule.examples.nonTriggeringLocales {
            for (number, example) in rule.examples.nonTriggering.enumerated() {
                let findings = try Self.findings(of: rule, in: example.app(), locale: locale)
                #expect(
                    findings.isEmpty,
                    "\(id): non-triggering example \(number + 1) in \(locale): \(findings.map(\.message))")
            }
        }
    }

    @Test func everyRuleHasAUniqueIdAndItsGuideText() {
        let ids = AuditRules.all.map(\.rule.id)
        #expect(Set(ids).count == ids.count)
        for rule in AuditRules.all {
            #expect(!rule.guide.isEmpty && !rule.rule.why.isEmpty && !rule.rule.fix.isEmpty, "\(rule.rule.id)")
        }
    }

    @Test func anEnglishTraitWordIsHeardTwiceAndOnceAfterTheFix() throws {
        let app = App(screens: [Screen("s") { Element("Add button", traits: .button).frame(16, 100, 300, 44) }])
        let findings = try Self.auditor.audit(app, locales: ["en-US"])
        let twice = try #require(findings.first { $0.rule == "trait-word-in-label" })
        #expect(twice.spokenNow == "Add button. Button.")
        #expect(twice.spokenAfterFix == "Add. Button.")
    }

    static func findings(of rule: any AuditRule, in app: App, locale: String) throws -> [Finding] {
        var auditor = Auditor(rules: [rule], voices: AuditTestSupport.voices)
        auditor.durations = rule.examples.durations
        return try auditor.audit(app, locales: [locale]).filter { $0.rule == rule.rule.id }
    }
}
