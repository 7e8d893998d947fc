import Comparison
import Testing

/// Walks against samples/settings.yaml: every artefact understood, every kind of difference found.
@Suite struct ComparisonTests {
    @Test func aWalkThatSaysWhatEarshotSaysIsTheSame() throws {
        let comparison = try Walks.compare("same.jsonl")
        #expect(comparison.rows.map(\.result) == Array(repeating: .same, count: 5))
        #expect(!comparison.differs)
        #expect(comparison.artefacts.map(\.kind) == [.noUtterance, .repeatedAtEnd])
    }

    @Test func aReorderedElementIsSaidInAnotherOrder() throws {
        let comparison = try Walks.compare("reordered.txt")
        #expect(comparison.rows.count == 5)
        #expect(comparison.rows.first?.result == .unheard)
        #expect(comparison.count(.same) == 3)
        #expect(comparison.differs)
        #expect(comparison.artefacts.map(\.kind) == [.voiceOverOn, .repeatedAtEnd])
        let moved = try #require(comparison.rows.first { $0.result == .anotherOrder })
        #expect(moved.position != nil && moved.line != nil)
        #expect(comparison.count(.anotherOrder) == 1)
    }

    @Test func changedMissingAndExtraElementsAreFound() throws {
        let comparison = try Walks.compare("changed.json", appNames: ["Settings"])
        #expect(
            comparison.rows.map(\.result) == [.same, .differentWords, .same, .voiceOverOnly, .earshotOnly, .same]
                || comparison.rows.map(\.result) == [
                    .same, .differentWords, .same, .earshotOnly, .voiceOverOnly, .same,
                ])
        let changed = try #require(comparison.rows.first { $0.result == .differentWords })
        #expect(changed.parts.map(\.kind) == ["trait"])
        #expect(changed.extraWords == ["header"])
        #expect(changed.voiceOver == "Settings Header")
        #expect(changed.earshot == "Settings. Heading.")
        #expect(comparison.rows.first { $0.result == .voiceOverOnly }?.voiceOver == "Bluetooth Switch button off")
        #expect(comparison.rows.first { $0.result == .earshotOnly }?.position == 4)
        #expect(
            comparison.artefacts.map(\.kind) == [.appName, .noUtterance, .askedAgain, .repeatedAtEnd])
    }

    @Test func theTextReportShowsBothSidesAsTheyAreAndCounts() throws {
        let text = try Walks.compare("changed.json", appNames: ["Settings"]).text
        #expect(text.contains("VO  Settings Header"))
        #expect(text.contains("ES  Settings. Heading. [2]"))
        #expect(text.contains("VoiceOver did not say Earshot's trait \"Heading.\"; VoiceOver also said \"header\""))
        #expect(
            text.contains("6 elements: 3 same, 1 different words, 0 another order, 1 VoiceOver only, 1 Earshot only"))
        #expect(text.contains("the app's name, said before the first element"))
    }

    @Test func aDifferingTraitWordNamesItsPhraseKey() throws {
        let comparison = Comparison(
            walk: try Walks.read("changed.json"), screen: "settings", said: try Walks.settingsSaid(),
            phrases: ["trait.header": "Heading.", "context.series": "%1$@ of %2$@", "trait.button": "Button."])
        let changed = try #require(comparison.rows.first { $0.result == .differentWords })
        #expect(changed.parts.map(\.phraseKey) == ["trait.header"])
    }

    @Test func aHintVoiceOverDidNotSayIsTheHintThatDiffers() throws {
        let walk = try WalkFormats.read(
            """
            Samples Back button
            Settings Heading
            Volume 50% Adjustable
            Wi-Fi Switch button on Double tap to toggle setting.
            Reset All Settings dimmed Button
            """, file: "w")
        let comparison = Comparison(walk: walk, screen: "settings", said: try Walks.settingsSaid())
        let row = try #require(comparison.rows.first { $0.result == .differentWords })
        #expect(row.parts.map(\.kind) == ["hint"])
        #expect(row.extraWords.isEmpty)
    }
}
