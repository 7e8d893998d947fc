import AccessibilityModel
import Audit
import Testing

/// `split-word`: the text the voice is given where a word changes writing system, on its element.
struct SplitWordRuleTests {
    @Test func aSpaceGoesWhereAWordChangesScript() {
        #expect(SplitWordRule.split("iPhoneを探す") == "iPhone を探す")
        #expect(SplitWordRule.split("Bluetoothデバイス") == "Bluetooth デバイス")
        // Han and kana are one system; a space or a hyphen already separates.
        #expect(SplitWordRule.split("東京へ行く") == nil)
        #expect(SplitWordRule.split("Wi-Fi 设置") == nil)
        #expect(SplitWordRule.split("Settings") == nil)
    }

    @Test func theNoteIsOnTheElementAndSaysWhatIsHeard() throws {
        let app = App(screens: [
            Screen("find") {
                Element("iPhoneを探す", traits: .button).identifier("find").frame(16, 60, 300, 44)
                Element("iPhone を探す", traits: .button).identifier("spaced").frame(16, 110, 300, 44)
            }
        ])
        let findings = try Auditor(rules: [SplitWordRule()], voices: AuditTestSupport.voices).audit(
            app, locales: ["ja"])
        #expect(findings.map(\.subject.element) == ["find"])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message.contains("read as \"iPhone を探す\"") == true)
    }
}
