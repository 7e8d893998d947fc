import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `earshot audit` end to end: statuses, the four outputs and `--explain`.
struct AuditCommandTests {
    static var pitfalls: String { Earshot.samples.appendingPathComponent("workshop/pitfalls.yaml").path }

    @Test func textShowsEachFindingOnItsLineWithTheSpeechNowAndAfter() throws {
        let run = try Earshot.run("audit", Self.pitfalls, "--rule", "trait-word-in-label")
        #expect(run.status == 0, "warnings pass --fail-on error")
        let lines = try String(contentsOfFile: Self.pitfalls, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.hasSuffix("- accessibilityIdentifier: add") }) + 1
        #expect(run.output.contains("pitfalls.yaml:\(line):9: warning: [trait-word-in-label]"))
        #expect(run.output.contains("    now:   Add to cart button. Button.\n    after: Add to cart. Button.\n"))
    }

    /// The line of `file` starting with `prefix` (after its indentation), from 1.
    static func line(in file: String, startingWith prefix: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.drop { $0 == " " }.hasPrefix(prefix) }) + 1
    }

    @Test(arguments: ["ru", "ar"])
    func aTranslatedLabelsFindingPointsAtItsStringWithTheElementBeside(locale: String) throws {
        let app = Earshot.samples.appendingPathComponent("app.yaml").path
        let strings = Earshot.samples.appendingPathComponent("\(locale).lproj/Localizable.strings").path
        let stocks = Earshot.samples.appendingPathComponent("stocks.yaml").path
        let stringLine = try Self.line(in: strings, startingWith: "\"stocks.alphabet\"")
        let elementLine = try Self.line(in: stocks, startingWith: "- accessibilityIdentifier: alphabet")

        let text = try Earshot.run("audit", app, "--locale", locale, "--rule", "label-too-long", "--fail-on", "never")
        #expect(text.output.contains("\(strings):\(stringLine):1: warning: [label-too-long]"), "\(text.output)")
        #expect(text.output.contains("    element: \(stocks):\(elementLine):9\n"), "\(text.output)")

        let json = try Earshot.run(
            "audit", app, "--locale", locale, "--rule", "label-too-long", "--format", "json", "--fail-on", "never")
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let finding = try #require(
            (report["findings"] as? [[String: Any]])?.first {
                ($0["subject"] as? [String: Any])?["element"] as? String == "alphabet"
            })
        let location = try #require(finding["location"] as? [String: Any])
        #expect(location["file"] as? String == strings)
        #expect(location["line"] as? Int == stringLine)
        let element = try #require(finding["elementLocation"] as? [String: Any])
        #expect(element["file"] as? String == stocks)
        #expect(element["line"] as? Int == elementLine)
    }

    @Test func inTheDevelopmentLanguageALabelsFindingStaysOnTheElement() throws {
        let text = try Earshot.run(
            "audit", Self.pitfalls, "--locale", "en-US", "--rule", "label-too-long", "--fail-on", "never")
        let line = try Self.line(in: Self.pitfalls, startingWith: "- accessibilityIdentifier: notes")
        #expect(text.output.contains("pitfalls.yaml:\(line):"), "\(text.output)")
        #expect(text.output.contains("[label-too-long]"))
        #expect(!text.output.contains("element:"))
        let json = try Earshot.run(
            "audit", Self.pitfalls, "--locale", "en-US", "--rule", "label-too-long", "--format", "json",
            "--fail-on", "never")
        #expect(!json.output.contains("elementLocation"))
    }

    @Test func failOnFollowsTheExitStatusTable() throws {
        #expect(try Earshot.run("audit", Self.pitfalls).status == 1)
        #expect(try Earshot.run("audit", Self.pitfalls, "--fail-on", "never").status == 0)
        #expect(try Earshot.run("audit", Self.pitfalls, "--rule", "label-period", "--fail-on", "warning").status == 1)
        #expect(
            try Earshot.run(
                "audit", Earshot.samples.appendingPathComponent("weather.yaml").path, "--fail-on", "warning"
            ).status == 0)
        #expect(try Earshot.run("audit", Self.pitfalls, "--rule", "no-such-rule").status == 64)
        #expect(try Earshot.run("audit", "/nonexistent/app.yaml").status == 65)
        #expect(try Earshot.run("audit", Self.pitfalls, "--locale", "xx-nope").status == 64)
    }

    @Test func thresholdsComeFromTheCommandLine() throws {
        let strict = try Earshot.run("audit", Self.pitfalls, "--rule", "touch-target-too-small", "--fail-on", "warning")
        #expect(strict.status == 1)
        let lenient = try Earshot.run(
            "audit", Self.pitfalls, "--rule", "touch-target-too-small", "--touch-target", "20", "--fail-on", "warning")
        #expect(lenient.status == 0, "\(lenient.output)")
        #expect(try Earshot.run("audit", Self.pitfalls, "--touch-target", "0").status == 64)
    }

    @Test func thresholdsComeFromTheProjectFileBesideTheScreenFile() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("app.yaml")
        try
            "name: s\nelements:\n  - accessibilityLabel: Close\n    accessibilityTraits: [button]\n    accessibilityFrame: [16, 100, 30, 30]\n"
            .write(to: screen, atomically: true, encoding: .utf8)
        let project = directory.appendingPathComponent("earshot-audit.yaml")
        try "thresholds:\n  touchTarget: 24\n".write(to: project, atomically: true, encoding: .utf8)
        #expect(try Earshot.run("audit", screen.path, "--fail-on", "warning").status == 0)
        // The command line wins over the project file.
        #expect(try Earshot.run("audit", screen.path, "--touch-target", "44", "--fail-on", "warning").status == 1)

        let elsewhere = directory.appendingPathComponent("strict.yaml")
        try "thresholds:\n  touchTarget: 40\n".write(to: elsewhere, atomically: true, encoding: .utf8)
        #expect(
            try Earshot.run("audit", screen.path, "--config", elsewhere.path, "--fail-on", "warning").status == 1)

        try "thresholds:\n  touchTarget: wide\n".write(to: project, atomically: true, encoding: .utf8)
        let malformed = try Earshot.run("audit", screen.path)
        #expect(malformed.status == 65)
        #expect(
            malformed.errors.contains(
                "\(project.path):2:16: error: touchTarget must be a number (points) above 0 and at most 1000, not 'wide'"
            ),
            "\(malformed.errors)")
    }

    /// CI runs `earshot audit APP` alone: the project file says which rules, locales and severity.
    @Test func rulesLocalesAndFailOnComeFromTheProjectFile() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("app.yaml")
        try
            "name: s\nelements:\n  - accessibilityLabel: Close.\n    accessibilityTraits: [button]\n    accessibilityFrame: [16, 100, 30, 30]\n"
            .write(to: screen, atomically: true, encoding: .utf8)
        let project = directory.appendingPathComponent("earshot-audit.yaml")
        try "rules: [label-period]\nlocales: [en-US, ru]\nfailOn: warning\n".write(
            to: project, atomically: true, encoding: .utf8)
        let run = try Earshot.run("audit", screen.path, "--format", "json")
        #expect(run.status == 1, "\(run.errors)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["rule"] as? String }) == ["label-period"])
        #expect(report["locales"] as? [String] == ["en-US", "ru"])
        // The command line wins over the project file.
        #expect(try Earshot.run("audit", screen.path, "--fail-on", "never").status == 0)
        #expect(
            try Earshot.run("audit", screen.path, "--rule", "touch-target-too-small").output.contains("[touch-target"))
    }

    /// The samples share their strings tables: each table's finding is reported once a run, not
    /// once for every sample audited. In a copy of the samples, one Russian string is left in
    /// English.
    @Test func aSharedStringsFindingIsReportedOnceARun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("samples")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Earshot.samples, to: copy)
        let table = copy.appendingPathComponent("ru.lproj/Localizable.strings")
        let strings = try String(contentsOf: table, encoding: .utf8)
        let untranslated = #""settings.reset" = "Reset All Settings";"#
        try strings.replacingOccurrences(of: #""settings.reset" = "Сбросить все настройки";"#, with: untranslated)
            .write(to: table, atomically: true, encoding: .utf8)
        let line =
            try #require(
                String(contentsOf: table, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0 == untranslated }) + 1
        let samples = try FileManager.default.contentsOfDirectory(atPath: copy.path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { copy.appendingPathComponent($0).path }
        let run = try Earshot.run(
            Earshot.executable,
            ["audit"] + samples + [
                "--locale", "ru", "--rule", "untranslated", "--format", "json", "--fail-on", "never",
            ])
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let places = try #require(report["findings"] as? [[String: Any]]).compactMap { finding -> String? in
            guard let location = finding["location"] as? [String: Any] else { return nil }
            return "\(location["file"] ?? ""):\(location["line"] ?? "")"
        }
        #expect(places.contains { $0.hasSuffix("ru.lproj/Localizable.strings:\(line)") }, "\(places)")
        #expect(places.count == Set(places).count, "\(places)")
    }

    @Test func aSuppressionNamingNoRuleIsWarnedAbout() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try
            "name: s\nelements:\n  - accessibilityLabel: Add.\n    accessibilityFrame: [16, 100, 300, 44]\n    earshotIgnore: {label-priod: \"a typo\"}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try Earshot.run("audit", file.path, "--fail-on", "never")
        #expect(
            run.errors.contains(
                "\(file.path):3:5: warning: earshotIgnore names no rule 'label-priod'; did you mean 'label-period'?"),
            "\(run.errors)")
        #expect(run.output.contains("[label-period]"))
    }

    /// An element VoiceOver would stop on without a frame is not reached; every command that loads
    /// the file says so where it is, the audit too (docs/voiceover-behaviour.md §4.2).
    @Test(arguments: ["audit", "transcript", "check"])
    func anElementWithoutAFrameIsWarnedAbout(_ command: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try
            "elements:\n  - accessibilityLabel: Title\n  - accessibilityLabel: Save\n    accessibilityFrame: [16, 100, 300, 44]\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try Earshot.run(command, file.path)
        #expect(
            run.errors.contains(
                "\(file.path):2:5: warning: no frame: VoiceOver does not reach an element of zero size; give it an accessibilityFrame [x, y, width, height]"
            ), "\(run.errors)")
    }

    @Test func allLocalesAreTheAppsLocales() throws {
        let app = Earshot.samples.appendingPathComponent("app.yaml").path
        let run = try Earshot.run("audit", app, "--locale", "all", "--format", "json", "--fail-on", "never")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(report["locales"] as? [String] == ["en", "ar", "ja", "ru", "zh-Hans"])
        #expect(!run.output.contains("no strings for"))
    }

    @Test func aLocaleEspeakSpeaksWithoutAVoiceFileIsAudited() throws {
        let run = try Earshot.run(
            "audit", Self.pitfalls, "--locale", "fi", "--rule", "touch-target-too-small", "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("no voice file for 'fi'"))
        #expect(run.output.contains("[touch-target-too-small]"))
    }

    @Test func theProjectFileDisablesRules() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("s.yaml")
        try "name: s\nelements:\n  - accessibilityLabel: Add.\n    accessibilityFrame: [16, 100, 300, 44]\n"
            .write(to: screen, atomically: true, encoding: .utf8)
        let project = directory.appendingPathComponent("earshot-audit.yaml")
        try "disable: [label-period]\n".write(to: project, atomically: true, encoding: .utf8)
        #expect(try !Earshot.run("audit", screen.path, "--fail-on", "never").output.contains("[label-period]"))
        try "disable: [label-perod]\n".write(to: project, atomically: true, encoding: .utf8)
        let wrong = try Earshot.run("audit", screen.path)
        #expect(wrong.status == 65)
        #expect(
            wrong.errors.contains("\(project.path):1:11: error: no rule 'label-perod' to disable"), "\(wrong.errors)")
    }

    @Test func disabledRulesDoNotRun() throws {
        let run = try Earshot.run("audit", Self.pitfalls, "--disable", "label-period", "--fail-on", "never")
        #expect(run.status == 0)
        #expect(!run.output.contains("[label-period]"))
        #expect(run.output.contains("[label-missing]"))
    }

    @Test func sarifHasRuleMetadataAndPhysicalLocations() throws {
        let run = try Earshot.run(
            "audit", Self.pitfalls, "--format", "sarif", "--locale", "en-US,ru", "--fail-on", "never")
        let log = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.contains("Fix:") == true })
        #expect(rules.allSatisfy { ($0["properties"] as? [String: Any])?["guide"] as? String != nil })
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let located = results.compactMap {
            ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        }
        #expect(!located.isEmpty)
        #expect(located.allSatisfy { (($0["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1 })
        #expect(results.allSatisfy { rules.indices.contains($0["ruleIndex"] as? Int ?? -1) })
    }

    @Test func jsonAndJUnitCarryTheSameFindings() throws {
        let json = try Earshot.run("audit", Self.pitfalls, "--format", "json", "--fail-on", "never")
        let report = try #require(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let junit = try Earshot.run("audit", Self.pitfalls, "--format", "junit", "--fail-on", "never")
        let document = try XMLDocument(data: Data(junit.output.utf8))
        let failures = try document.nodes(forXPath: "//testcase/failure")
        let failingRules = Set(
            findings.filter { $0["severity"] as? String != "note" }.compactMap { $0["rule"] as? String })
        #expect(failures.count == failingRules.count)
        #expect((report["suppressed"] as? [Any])?.isEmpty == true)
    }

    @Test func explainShowsTheGuideAndBothExamplesSpoken() throws {
        let run = try Earshot.run("audit", "--explain", "hint-names-gesture")
        #expect(run.status == 0)
        #expect(run.output.contains("Guide: Hints: never name the gesture"))
        #expect(run.output.contains("now:   Apply. Button. Tap to apply the code."))
        #expect(run.output.contains("after: Apply. Button. ‹hint that says what happens›"))
        #expect(run.output.contains("VoiceOver: Apply. Button. Applies the code."))
    }
}
