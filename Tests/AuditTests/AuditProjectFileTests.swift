import AppFiles
import Audit
import Foundation
import Testing

/// `earshot-audit.yaml`: every threshold read, the guide's value where none is given, and each
/// mistake reported at its line and column.
struct AuditProjectFileTests {
    static func read(_ text: String) throws(LoadError) -> AuditProjectFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml")
        try? Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try AuditProjectFile.read(url: url)
    }

    static func messages(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    @Test func everyThresholdIsRead() throws {
        let file = try Self.read(
            """
            thresholds:
              touchTarget: 48
              labelLength: 30
              orderTolerance: 10.5
              obviousHintExtraWords: 3
              coverage: 0.9
              durationRatio: 2
            """)
        #expect(
            file.settings
                == AuditSettings(
                    minimumTouchTarget: 48, maximumLabelLength: 30, orderTolerance: 10.5, obviousHintExtraWords: 3,
                    coverageThreshold: 0.9))
        #expect(file.durationRatio == 2)
    }

    @Test func rulesLocalesAndFailureThresholdAreRead() throws {
        let file = try Self.read("rules: [label-missing, label-period]\nlocales: [en-US, ru]\nfailOn: warning\n")
        #expect(file.onlyRules == ["label-missing", "label-period"])
        #expect(file.locales == ["en-US", "ru"])
        #expect(file.failOn == "warning")
        let none = try Self.read("")
        #expect(none.onlyRules.isEmpty && none.locales.isEmpty && none.failOn == nil)
        #expect(
            Self.messages("rules: [label-perod]\nfailOn: loud\nlocales: [all, ru]\n") == [
                "1:9: no rule 'label-perod' to run; did you mean 'label-period'? the rules are listed by earshot audit --list",
                "2:9: failOn is one of error, warning, never (failOn: warning)",
                "3:10: locales: [all] stands alone: it is every locale of the app",
            ])
    }

    @Test func absentThresholdsAreTheGuides() throws {
        #expect(try Self.read("thresholds:\n  touchTarget: 48\n").settings == AuditSettings(minimumTouchTarget: 48))
        #expect(try Self.read("").settings == AuditSettings())
        #expect(try Self.read("# nothing yet\n").durationRatio == nil)
        #expect(try Self.read("thresholds:\n").settings == AuditSettings())
    }

    @Test func eachMistakeIsReportedWhereItIs() {
        #expect(
            Self.messages("thresholds:\n  touchTarget: big\n  labelLength: 12.5\n  coverage: 1.5\n") == [
                "2:16: touchTarget must be a number (points) above 0 and at most 1000, not 'big'",
                "3:16: labelLength must be a whole number of characters above 0 and at most 1000000, not '12.5'",
                "4:13: coverage must be a number (a part of the frame) above 0 and at most 1, not '1.5'",
            ])
        #expect(
            Self.messages("thresholds:\n  touchTargt: 44\n") == [
                "2:3: unknown threshold 'touchTargt'; did you mean 'touchTarget'? the thresholds are touchTarget, labelLength, orderTolerance, obviousHintExtraWords, coverage, durationRatio"
            ])
        #expect(
            Self.messages("fail-on: warning\n") == [
                "1:1: unknown key 'fail-on'; did you mean 'failOn'? the project file has thresholds:, disable:, rules:, locales:, failOn:, untranslatedAllowlist:"
            ])
        #expect(
            Self.messages("disabled: [label-capital]\n") == [
                "1:1: unknown key 'disabled'; did you mean 'disable'? the project file has thresholds:, disable:, rules:, locales:, failOn:, untranslatedAllowlist:"
            ])
        #expect(Self.messages("thresholds: [44]\n").first?.hasPrefix("1:13: thresholds is a mapping") == true)
        #expect(
            Self.messages("thresholds:\n  touchTarget: [44\n").first?.hasPrefix("3:1: the project file is not YAML")
                == true)
        #expect(Self.messages("thresholds:\n  orderTolerance: -1\n").first?.contains("at least 0") == true)
    }

    @Test func rulesAreDisabledAndTextsAllowedUntranslated() throws {
        let file = try Self.read(
            """
            disable: [label-capital, hint-form]
            untranslatedAllowlist: [Contoso, Wi-Fi]
            """)
        #expect(file.disabledRules == ["label-capital", "hint-form"])
        #expect(file.untranslatedAllowlist == ["Contoso", "Wi-Fi"])
        let ids = AuditRules.configured(AuditRules.audit, for: file).map(\.rule.id)
        #expect(!ids.contains("label-capital") && !ids.contains("hint-form") && ids.contains("untranslated"))
        #expect(try Self.read("disable:\n").disabledRules.isEmpty)
    }

    @Test func theAllowlistSilencesUntranslatedTexts() throws {
        let app = try SampleAuditTests.load("workshop/pitfalls.yaml").app
        func untranslated(_ project: AuditProjectFile) throws -> [String] {
            try Auditor(rules: AuditRules.configured(AuditRules.audit, for: project), voices: AuditTestSupport.voices)
                .audit(app, locales: ["ru"]).filter { $0.rule == "untranslated" }.map(\.message)
        }
        #expect(try untranslated(AuditProjectFile()).contains { $0.contains("Secure checkout") })
        #expect(
            try !untranslated(Self.read("untranslatedAllowlist: [Secure checkout]\n")).contains {
                $0.contains("Secure checkout")
            })
    }

    @Test func anUnknownRuleOrAMalformedListIsReportedWhereItIs() {
        #expect(
            Self.messages("disable:\n  - label-capital\n  - hint-imperitive\n") == [
                "3:5: no rule 'hint-imperitive' to disable; did you mean 'hint-imperative'? the rules are listed by earshot audit --list"
            ])
        #expect(
            Self.messages("disable: {a: b}\n") == ["1:10: disable is a list of rule ids (disable: [label-capital])"])
        #expect(
            Self.messages("untranslatedAllowlist: [[OK]]\n") == [
                "1:25: untranslatedAllowlist is a list of texts (untranslatedAllowlist: [Wi-Fi])"
            ])
    }
}
