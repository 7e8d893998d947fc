import AccessibilityModel
import AppFiles
import Audit
import Findings
import Foundation
import ScreenFiles
import Testing

/// The samples: the workshop pitfalls trigger every rule; every other sample is clean in its
/// development language (or says, with `earshotIgnore`, why a finding does not apply).
struct SampleAuditTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples")

    static func load(_ name: String) throws -> LoadedApp {
        try ScreenFileLoader.load(url: samples.appendingPathComponent(name))
    }

    @Test func thePitfallsTriggerEveryRule() throws {
        let app = try Self.load("workshop/pitfalls.yaml").app
        let findings = try RuleExamplesTests.auditor.audit(app, locales: ["en-US", "ru", "zh-Hans"])
        #expect(Set(findings.map(\.rule)) == Set(AuditRules.audit.map(\.rule.id)))
    }

    @Test(arguments: [
        "alert.yaml", "app.yaml", "keyboard.yaml", "multi-faceted.yaml", "music.yaml", "podcasts.yaml", "rating.yaml",
        "reader.yaml", "settings.yaml", "stocks.yaml", "text-style.yaml", "weather.yaml",
    ])
    func everyOtherSampleIsClean(_ name: String) throws {
        let app = try Self.load(name).app
        let findings = try RuleExamplesTests.auditor.audit(app, locales: [app.localizations.developmentLanguage])
        #expect(findings.isEmpty, "\(findings.map { "[\($0.rule)] \($0.subject.element ?? ""): \($0.message)" })")
    }

    /// The language picker: each name in another script is a note naming the voice VoiceOver
    /// detects for it; English and the name with accessibilityLanguage are not.
    @Test func theLanguagePickersDetectedNamesAreNotes() throws {
        let app = try Self.load("language-picker.yaml").app
        let findings = try Auditor(rules: [DetectedLanguageRule()], voices: AuditTestSupport.detectingVoices).audit(
            app, locales: ["en-US"])
        #expect(findings.map(\.subject.element) == ["greek", "hebrew", "thai", "arabic", "russian"])
        #expect(findings.allSatisfy { $0.severity == .note })
        #expect(findings.first?.message.contains("\"Ελλάδα\" with the el voice (Greek letters)") == true)
    }

    /// What detection gives wholly to another language's voice is that voice's to say: the
    /// `script` rule does not also say the screen's voice spells it. A text mixing the screen's
    /// own letters with another script's stays the screen voice's.
    @Test func theScriptRuleLeavesDetectedTextsToTheirVoice() throws {
        let picker = try Self.load("language-picker.yaml").app
        let auditor = Auditor(rules: [ScriptRule()], voices: AuditTestSupport.detectingVoices)
        #expect(try auditor.audit(picker, locales: ["en-US"]).isEmpty)
        let mixed = App(screens: [
            Screen("mixed") { Element("Привет 的意思是你好", traits: .button).identifier("mixed").frame(16, 60, 300, 44) }
        ])
        #expect(try auditor.audit(mixed, locales: ["zh-Hans"]).map(\.subject.element) == ["mixed"])
    }

    @Test func aScriptNoVoiceSpeaksIsAWarning() throws {
        let app = App(screens: [
            Screen("lao") { Element("ລາວ", traits: .button).identifier("lao").frame(16, 60, 300, 44) }
        ])
        let findings = try Auditor(rules: [DetectedLanguageRule()], voices: AuditTestSupport.detectingVoices).audit(
            app, locales: ["en-US"])
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("Lao letters") == true)
    }

    @Test func arabicWithoutItsVowelsIsANoteOnItsElement() throws {
        let app = App(screens: [
            Screen("examples") {
                Element("أمثلة", traits: .header).identifier("plain").frame(16, 60, 300, 44)
                Element("أَمْثِلَة", traits: .header).identifier("voweled").frame(16, 110, 300, 44)
                Element("كتاب", traits: .header).identifier("known").frame(16, 160, 300, 44)
            }
        ])
        for locale in ["ar", "en-US"] {
            let findings = try Auditor(rules: [ArabicVowelsRule()], voices: AuditTestSupport.voices).audit(
                app, locales: [locale])
            #expect(findings.map(\.subject.element) == ["plain"], "\(locale)")
            #expect(findings.first?.message.contains("\"أمثلة\"") == true)
        }
    }

    @Test func suppressedFindingsAreCountedNotShown() throws {
        let app = try Self.load("keyboard.yaml").app
        let outcome = try RuleExamplesTests.auditor.outcome(app, locales: ["en-US"])
        #expect(!outcome.suppressed.isEmpty)
        #expect(outcome.suppressed.allSatisfy { !$0.reason.isEmpty })
        #expect(!outcome.findings.contains { $0.rule == "touch-target-too-small" })
        let unsilenced = try Auditor(rules: [TouchTargetTooSmallRule()], voices: AuditTestSupport.voices)
            .outcome(Self.withoutSuppressions(app), locales: ["en-US"])
        #expect(unsilenced.findings == outcome.suppressed.map(\.finding))
    }

    @Test func sharedUIIsReportedOnceWithItsScreens() throws {
        let app = try Self.load("workshop/pitfalls.yaml").app
        let findings = try Auditor(rules: [TouchTargetTooSmallRule()], voices: AuditTestSupport.voices).audit(
            app, locales: ["en-US"])
        let tab = findings.filter { $0.subject.element == "tab-home" }
        #expect(tab.count == 1)
        #expect(tab.first?.subject.screen == "workshop")
        #expect(tab.first?.subject.alsoOnScreens == ["sheet"])
    }

    @Test func theSameIdentifierInAnotherPlaceIsNotSharedUI() throws {
        let app = App(screens: [
            Screen("one") { Element("Close", traits: .button).identifier("close").frame(350, 70, 20, 20) },
            Screen("two") { Element("Close", traits: .button).identifier("close").frame(10, 70, 20, 20) },
            Screen("three") { Element("Close", traits: .button).identifier("close").frame(350, 70, 20, 20) },
        ])
        let findings = try Auditor(rules: [TouchTargetTooSmallRule()], voices: AuditTestSupport.voices).audit(
            app, locales: ["en-US"])
        #expect(findings.map(\.subject.screen) == ["one", "two"])
        #expect(findings.first?.subject.alsoOnScreens == ["three"])
    }

    @Test func findingsPointAtTheElementsLine() throws {
        let loaded = try Self.load("workshop/pitfalls.yaml")
        let findings = try Auditor(rules: [TouchTargetTooSmallRule()], voices: AuditTestSupport.voices)
            .audit(loaded.app, locales: ["en-US"]) { screen, path in
                loaded.locateElement(screen, path)
            }
        let close = try #require(findings.first { $0.subject.element == "close" })
        let lines = try String(
            contentsOf: Self.samples.appendingPathComponent("workshop/pitfalls.yaml"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(close.location?.line)
        #expect(lines[line - 1].contains("accessibilityIdentifier: close"))
    }

    @Test func findingsAboutStringsWrittenInTheFilePointAtTheirLine() throws {
        let loaded = try Self.load("workshop/pitfalls.yaml")
        let findings = try RuleExamplesTests.auditor.audit(
            loaded.app, locales: ["ru"],
            locateString: { table, key in
                loaded.locateString(table, key)
            })
        let lines = try String(
            contentsOf: Self.samples.appendingPathComponent("workshop/pitfalls.yaml"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        let strings = findings.filter { ["untranslated", "placeholder", "plural"].contains($0.rule) }
        #expect(strings.count == 3)
        for finding in strings {
            let line = try #require(finding.location?.line, "\(finding.rule)")
            let key = try #require(finding.message.split(separator: "\"").first)
            #expect(lines[line - 1].hasPrefix("    \(key):"), "\(finding.rule): line \(line)")
        }
    }

    @Test func anIncludedFilesStringsAreLocatedInIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "name: app\nstrings:\n  en: {ok: OK}\nscreens:\n  - include: more.yaml\n".write(
            to: directory.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        try "strings:\n  en:\n    ok: Fine\n    more: More\nelements:\n  - accessibilityLabel: \"{@more}\"\n".write(
            to: directory.appendingPathComponent("more.yaml"), atomically: true, encoding: .utf8)
        let loaded = try ScreenFileLoader.load(url: directory.appendingPathComponent("app.yaml"))
        let ok = try #require(loaded.locateString("en", "ok"))
        #expect(ok.file.hasSuffix("app.yaml") && ok.line == 3)
        let more = try #require(loaded.locateString("en", "more"))
        #expect(more.file.hasSuffix("more.yaml") && more.line == 4 && more.column == 5)
        #expect(loaded.locateString("ru", "ok") == nil)
    }

    @Test func aSuppressionWithoutAReasonIsAnError() {
        let text = "name: s\nelements:\n  - accessibilityLabel: A\n    earshotIgnore: {label-period: \"\"}\n"
        #expect(throws: LoadError.self) { try ScreenFileLoader.load(data: Data(text.utf8), name: "s.yaml") }
    }

    @Test func aSuppressionOfNoRuleIsPlacedOnItsElement() throws {
        let text = """
            name: s
            elements:
              - accessibilityLabel: A
              - accessibilityLabel: B
                subviews:
                  - accessibilityLabel: C
                    earshotIgnore: {label-perod: "a typo", label-period: "kept"}
            """
        let loaded = try ScreenFileLoader.load(data: Data(text.utf8), name: "s.yaml")
        let unknown = AuditRules.unknownSuppressions(in: loaded.app) { screen, path in
            loaded.locateElement(screen, path)
        }
        #expect(unknown.map(\.rule) == ["label-perod"])
        #expect(unknown.first?.nearest == "label-period")
        #expect(unknown.first?.location?.line == 6)
    }

    static func withoutSuppressions(_ app: App) -> App {
        func strip(_ element: Element) -> Element {
            var element = element
            element.auditSuppressions = [:]
            element.subviews = element.subviews.map(strip)
            return element
        }
        var app = app
        app.screens = app.screens.map { screen in
            var screen = screen
            screen.elements = screen.elements.map(strip)
            return screen
        }
        return app
    }
}

/// docs/audit.md's rules table is the one the rules' descriptions make.
struct AuditDocumentationTests {
    @Test func theRulesTableIsCurrent() throws {
        let doc = try String(
            contentsOf: SampleAuditTests.samples.deletingLastPathComponent().appendingPathComponent("docs/audit.md"),
            encoding: .utf8)
        #expect(doc.contains(AuditRules.markdownTable))
    }
}
