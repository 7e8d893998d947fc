import AccessibilityModel
import Audit
import Foundation
import ScreenFiles
import Testing

/// `changesOnItsOwn`: read from a variable's long form, written back, and refused when not a
/// boolean.
struct ChangingValueTests {
    static let text = """
        name: s
        variables:
          elapsed: {type: int, initial: 3, changesOnItsOwn: true}
          count: 2
        elements:
          - accessibilityLabel: Elapsed
            accessibilityValue: "{elapsed} s"
        """

    @Test func theLongFormSaysAValueChangesOnItsOwn() throws {
        let app = try ScreenFileLoader.load(data: Data(Self.text.utf8), name: "s.yaml").app
        let variables = try #require(app.screens.first?.variables)
        #expect(variables.map(\.changesOnItsOwn) == [true, false])
        let written = ScreenFileWriter.yaml(app, comments: [:])
        let reread = try ScreenFileLoader.load(data: Data(written.utf8), name: "s.yaml").app
        #expect(reread.screens.first?.variables == variables)
    }

    @Test func changesOnItsOwnIsABoolean() {
        let text = Self.text.replacingOccurrences(of: "changesOnItsOwn: true", with: "changesOnItsOwn: often")
        #expect {
            try ScreenFileLoader.load(data: Data(text.utf8), name: "s.yaml")
        } throws: { error in
            "\(error)".contains("s.yaml:3:") && "\(error)".contains("changesOnItsOwn")
        }
    }

    @Test func anAppVariableShadowedByTheScreensOwnDoesNotCount() throws {
        let app = App(
            screens: [
                Screen("s", variables: [.int("elapsed", 3)]) {
                    Element("Elapsed").value("{elapsed} s").frame(16, 100, 300, 44)
                }
            ], variables: [Variable.int("elapsed", 3).changingOnItsOwn()])
        let findings = try Auditor(rules: [UpdatesFrequentlyMissingRule()], voices: AuditTestSupport.voices)
            .audit(app, locales: ["en-US"])
        #expect(findings.isEmpty)
        var unshadowed = app
        unshadowed.screens[0].variables = []
        let found = try Auditor(rules: [UpdatesFrequentlyMissingRule()], voices: AuditTestSupport.voices)
            .audit(unshadowed, locales: ["en-US"])
        #expect(
            found.map(\.message) == [
                "the value reads elapsed, which changes on its own, and the element lacks updatesFrequently"
            ])
    }
}
