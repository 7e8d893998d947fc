import Foundation
import Testing

/// `earshot compare` given what people give it: a walk in one of the public forms, an empty
/// file, a folder, a walk in another language.
@Suite struct CompareInputTests {
    private func temporary(_ text: String, name: String = "walk.txt") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test(arguments: ["", "\n  \n", "# only a comment\n", "[]"])
    func anEmptyWalkIsAnInputError(text: String) throws {
        let walk = try temporary(text)
        defer { try? FileManager.default.removeItem(at: walk.deletingLastPathComponent()) }
        let run = try Walks.earshot("compare", walk.path, "--app", Walks.settings)
        #expect(run.status == 65)
        #expect(run.errors.contains("there is nothing to compare"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func aFolderIsSaidToBeOne() throws {
        let walk = try Walks.earshot("compare", Walks.fixtures.path, "--app", Walks.settings)
        #expect(walk.status == 65)
        #expect(walk.errors.contains("it is a folder, not a file"), "\(walk.errors)")
        let app = try Walks.earshot("compare", Walks.path("same.jsonl"), "--app", Walks.fixtures.path)
        #expect(app.status == 65 || app.status == 66 || app.status == 74)
        #expect(!app.errors.contains("NSCocoaErrorDomain"), "\(app.errors)")
        #expect(app.errors.contains("folder"), "\(app.errors)")
    }

    @Test func aJSONDocumentOfAnotherShapeNamesTheFormatsEarshotReads() throws {
        let walk = try temporary(#"{"captures": {"modal": {"steps": []}}}"#, name: "walk.json")
        defer { try? FileManager.default.removeItem(at: walk.deletingLastPathComponent()) }
        let run = try Walks.earshot("compare", walk.path, "--app", Walks.settings)
        #expect(run.status == 65)
        #expect(run.errors.contains("walk.json:1:1: error: this JSON is not a walk Earshot reads"), "\(run.errors)")
        #expect(run.errors.contains("aloud's {\"schemaVersion\": 1"))
    }

    @Test func aRealWalkInAloudsSchemaIsCompared() throws {
        let run = try Walks.earshot(
            "compare", Walks.path("real/ios27-repeated.json"), "--app", Walks.path("real/voiceover-fixture.yaml"),
            "--screen", "repeated")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("(aloud)"))
        #expect(run.output.contains("5 elements: 5 same"))
        #expect(run.output.contains("lines 42–77 \"Notifications Switch button on Double tap to toggle setting.\""))
    }

    @Test func voiceOverOnInGermanIsTheService() throws {
        let walk = try temporary("VoiceOver ein\nSettings Heading\nVolume 50% Adjustable\nWi-Fi Switch button on\n")
        defer { try? FileManager.default.removeItem(at: walk.deletingLastPathComponent()) }
        let run = try Walks.earshot("compare", walk.path, "--app", Walks.settings)
        #expect(run.output.contains("not heard"), "\(run.output)")
        #expect(run.output.contains("VoiceOver's own announcement"))
    }

    @Test func aChangedValueIsLeftOutWithIgnoreValues() throws {
        let walk = try temporary(
            "Samples Back button\nSettings Heading\n"
                + "Volume 60% Adjustable Swipe up or down with one finger to adjust the value.\n"
                + "Wi-Fi Switch button on Double tap to toggle setting.\nReset All Settings dimmed Button\n")
        defer { try? FileManager.default.removeItem(at: walk.deletingLastPathComponent()) }
        let run = try Walks.earshot("compare", walk.path, "--app", Walks.settings)
        #expect(run.status == 1)
        #expect(run.output.contains("value changed"))
        let ignoring = try Walks.earshot("compare", walk.path, "--app", Walks.settings, "--ignore-values")
        #expect(ignoring.status == 0, "\(ignoring.output)")
    }

    /// A position VoiceOver did not say names its phrase, a format with numbers in it.
    @Test func aPositionThatDiffersNamesItsPhraseKey() throws {
        let textStyle = Walks.settings.replacingOccurrences(of: "settings.yaml", with: "text-style.yaml")
        let spoken = try Walks.earshot("transcript", textStyle, "--format", "spoken").output
        let walk = try temporary(spoken.replacingOccurrences(of: "Center Button 2 of 3", with: "Center Button"))
        defer { try? FileManager.default.removeItem(at: walk.deletingLastPathComponent()) }
        let run = try Walks.earshot("compare", walk.path, "--app", textStyle)
        #expect(run.status == 1)
        #expect(
            run.output.contains("VoiceOver did not say Earshot's position \"2 of 3.\" (phrase context.series)"),
            "\(run.output)")
    }

    /// A walk recorded with VoiceOver's hints off, against Earshot with them off.
    @Test func hintsOffLeavesHintsOutOfTheTranscriptAndTheComparison() throws {
        let spoken = try Walks.earshot("transcript", Walks.settings, "--format", "spoken", "--hints", "off")
        #expect(spoken.status == 0)
        #expect(spoken.output.contains("Wi-Fi Switch Button On\n"), "\(spoken.output)")
        #expect(!spoken.output.contains("Double tap"))
        let walk = try temporary(spoken.output)
        defer { try? FileManager.default.removeItem(at: walk.deletingLastPathComponent()) }
        let withHints = try Walks.earshot("compare", walk.path, "--app", Walks.settings)
        #expect(withHints.status == 1)
        let without = try Walks.earshot("compare", walk.path, "--app", Walks.settings, "--hints", "off")
        #expect(without.status == 0, "\(without.output)")
    }
}
