import Audit
import Findings
import Foundation
import Listening
import Testing
import VoiceOverWords
import Voices

/// Each flag kind is triggered by the `flags` fixture, where a comment in the strings table says
/// which string triggers it, and absent from the `clean` fixture.
@Suite(.serialized) struct FlagTests {
    static let flagged: Result<(ListenReport, URL), any Error> = Result {
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(ListenRunner.fixture("flags"), into: folder, "--fail-on", "never")
        guard run.status == 0 else { throw ListenError.worker(run.errors) }
        return (try ListenRunner.report(folder), folder)
    }

    private func findings(_ rule: String, _ locale: String) throws -> [Finding] {
        try Self.flagged.get().0.findings.filter { $0.rule == rule && $0.locale == locale }
    }

    @Test func everyRuleHasAFixtureTriggeringIt() throws {
        let found = Set(try Self.flagged.get().0.findings.map(\.rule))
        let flagKinds: Set = [
            "voice", "unverified", "missing", "untranslated", "placeholder", "plural", "script",
            "trait-word-in-label", "duration", "label-capital", "label-period",
        ]
        #expect(flagKinds.subtracting(found).isEmpty)
    }

    @Test func missingNamesTheKeyWhereTheDevelopmentLanguageHasIt() throws {
        let missing = try findings("missing", "ru")
        #expect(missing.map(\.message) == ["\"settings\" has no ru translation; en is spoken instead"])
        #expect(missing.first?.location?.file.hasSuffix("flags/en.lproj/Localizable.strings") == true)
        #expect(missing.first?.location?.line == 8)
        #expect(missing.first?.subject.screen == "detail")
    }

    @Test func untranslatedInAnotherScript() throws {
        let untranslated = try findings("untranslated", "zh-Hans")
        #expect(untranslated.map(\.message) == ["\"settings\" is \"Settings\" in zh-Hans, as in en"])
        #expect(try findings("untranslated", "it").isEmpty)
    }

    @Test func placeholderLeftoverAndArgumentCount() throws {
        let placeholder = try findings("placeholder", "ru")
        #expect(
            placeholder.map(\.message).sorted() == [
                "\"total\" takes 1 argument(s) in ru but 0 in en", "format leftover spoken: %d in the label",
            ])
        #expect(
            placeholder.allSatisfy {
                $0.location?.description.hasSuffix("flags/ru.lproj/Localizable.strings:5:1") == true
            })
    }

    @Test func pluralLacksRussianCategories() throws {
        let plural = try findings("plural", "ru")
        #expect(plural.count == 1)
        #expect(plural.first?.message.contains("lacks few, many") == true)
        #expect(try findings("plural", "it").isEmpty)
    }

    @Test func scriptSpeltLetterByLetterInChinese() throws {
        let script = try findings("script", "zh-Hans").filter { $0.subject.element == "wifi" }
        #expect(script.first?.message.contains("\"wlan\"") == true)
        #expect(script.first?.severity == .warning)
    }

    @Test func traitWordFromTheVoiceFile() throws {
        let repeated = try findings("trait-word-in-label", "ru")
        #expect(repeated.map(\.subject.element) == ["openDetail"])
        #expect(repeated.first?.message.contains("Кнопка") == true)
    }

    @Test func durationAgainstTheDevelopmentLanguage() throws {
        #expect(try findings("duration", "ru").contains { $0.subject.element == "confirm" })
        #expect(try findings("duration", "it").allSatisfy { $0.subject.element != "title" })
    }

    @Test func labelCapitalAndPeriodPerLocale() throws {
        #expect(try findings("label-capital", "ru").map(\.subject.element) == ["open"])
        #expect(try findings("label-period", "ru").map(\.subject.element) == ["save"])
    }

    @Test func aLocaleWithoutVoiceFileIsSpokenByEspeakWithEnglishWords() throws {
        #expect(try findings("voice", "it").count == 1)
        #expect(try findings("unverified", "it").first?.message.contains("en-US") == true)
        let report = try Self.flagged.get().0
        #expect(report.locales.first { $0.locale == "it" }?.status == .espeakOnly(wordsFrom: "en-US"))
        let italian = try #require(report.result(locale: "it", screen: "home"))
        #expect(italian.elements.first?.spoken.spoken == "Pagina iniziale. Heading.")
    }

    @Test func aLocaleSpokenByAnotherVoiceOfItsLanguageReadsItsOwnStrings() throws {
        let report = try Self.flagged.get().0
        #expect(report.locales.first { $0.locale == "zh-Hant" }?.status == .sameLanguage("zh-Hans"))
        #expect(try findings("voice", "zh-Hant").map(\.message) == ["no voice file for zh-Hant: spoken as zh-Hans"])
        let home = try #require(report.result(locale: "zh-Hant", screen: "home"))
        #expect(home.elements.first?.spoken.label == "主頁")
    }

    @Test func unreachableScreensAreListed() throws {
        let report = try Self.flagged.get().0
        #expect(report.plan.unreachable == ["orphan"])
        #expect(report.plan.screens.map(\.name) == ["home", "detail"])
        #expect(report.plan.screens.last?.path == ["openDetail"])
    }

    /// Nor any of the audit's findings.
    @Test func theCleanFixtureRaisesOnlyTheVoiceFilesOwnNotes() throws {
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder, "--fail-on", "warning")
        #expect(run.status == 0, "\(run.errors)")
        let findings = try ListenRunner.report(folder).findings
        #expect(findings.map(\.rule) == ["unverified", "unverified"])
    }

    /// The audit's findings on elements are in the report too (every rule runs once, in the
    /// parent, over the rendered locales): a too-small
    /// button in the clean fixture is flagged in every locale, in findings.jsonl, the element's
    /// cells of index.html and summary.json, and fails the run at `--fail-on warning`.
    @Test func theAuditsFindingsOnAnElementShowInEveryLocale() throws {
        let directory = try ListenRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("app")
        try FileManager.default.copyItem(
            at: ListenRunner.fixtures.appendingPathComponent("clean"), to: app)
        let file = app.appendingPathComponent("app.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        // The save button, the only element at this frame.
        let small = text.replacingOccurrences(of: "[0, 60, 393, 50]", with: "[0, 60, 30, 30]")
        try #require(small != text)
        try small.write(to: file, atomically: true, encoding: .utf8)

        let folder = directory.appendingPathComponent("report")
        let run = try ListenRunner.listen(file.path, into: folder, "--fail-on", "warning")
        #expect(run.status == 1, "\(run.errors)")
        let locales = ["en", "ru"]
        let lines = try String(contentsOf: folder.appendingPathComponent("findings.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        let flagged = try lines.map { try JSONDecoder().decode(Finding.self, from: Data($0.utf8)) }
            .filter { $0.rule == "touch-target-too-small" }
        #expect(flagged.compactMap(\.locale).sorted() == locales)
        #expect(flagged.allSatisfy { $0.subject.screen == "detail" && $0.subject.element == "save" })
        #expect(flagged.allSatisfy { $0.location?.description.hasSuffix("app/app.yaml:22:9") == true })

        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let row = try #require(html.range(of: "<tr data-element=\"save\"").map { html[$0.lowerBound...] })
        let cells = row[..<(row.range(of: "</tr>")?.lowerBound ?? row.endIndex)]
            .components(separatedBy: "<td data-locale=\"").dropFirst()
        for locale in locales {
            let cell = try #require(cells.first { $0.hasPrefix("\(locale)\"") })
            #expect(cell.contains("data-flagged=\"true\""))
            #expect(cell.contains("warning: touch-target-too-small"), "\(locale): \(cell)")
        }
        let summary = try JSONDecoder().decode(
            ListenSummary.self, from: Data(contentsOf: folder.appendingPathComponent("summary.json")))
        #expect(summary.findingsByRule["touch-target-too-small"] == locales.count)
    }

    @Test func unverifiedIsSilentForAFullyVerifiedVoice() throws {
        let voice = VoiceProfile(locale: "ru", name: "Russian", espeakVoice: "ru")
        let words = PhraseTable(locale: "ru", phrases: ["trait.button": "Кнопка."])
        let input = SpokenLocale(
            context: LocaleContext(locale: "ru", localizations: .init(), voice: voice, words: words), elements: [])
        #expect(UnverifiedRule().findings(in: input).isEmpty)
    }
}
