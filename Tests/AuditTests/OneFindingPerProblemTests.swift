import AccessibilityModel
import Audit
import Findings
import Testing

/// A text gets one finding per problem, and no "after" that makes it worse.
struct OneFindingPerProblemTests {
    @Test func theGuidesSaveExampleIsOnlyARepeatedLabel() throws {
        try #require(EnglishLexicon.shared != nil)
        let app = App(screens: [
            RuleExample.laidOut(Screen("s") { Element("Save", traits: .button).hint("Save saves your edits.") })
        ])
        let findings = try Auditor(voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
        #expect(findings.map(\.rule) == ["hint-repeats-label"])
        #expect(findings.first?.spokenAfterFix == "Save. Button. Saves your edits.")
    }

    @Test func anAssetNameIsOneFindingNotAlsoItsCaseOrScript() throws {
        let app = App(screens: [RuleExample.laidOut(Screen("s") { Element("ic_close", traits: .button) })])
        for locale in ["en-US", "ru"] {
            let findings = try Auditor(voices: AuditTestSupport.voices).audit(app, locales: [locale])
            #expect(findings.map(\.rule) == ["label-file-name"], "\(locale)")
        }
    }
}
