import Comparison
import Testing

/// Elements paired by what identifies them, and the walk's moves followed.
@Suite struct PairingTests {
    private func compare(_ text: String, ignoresValues: Bool = false) throws -> Comparison {
        Comparison(
            walk: try WalkFormats.read(text, file: "w"), screen: "settings", said: try Walks.settingsSaid(),
            ignoresValues: ignoresValues)
    }

    /// A switch only the device has is not Earshot's other switch moved: the trait and hint
    /// words they share do not make them one element.
    @Test func anElementOnlyOneSideHasStaysUnpaired() throws {
        let comparison = try compare(
            """
            Samples Back button
            Settings Heading
            Bluetooth Switch button off Double tap to toggle setting.
            Volume 50% Adjustable Swipe up or down with one finger to adjust the value.
            Reset All Settings dimmed Button
            """)
        #expect(comparison.count(.anotherOrder) == 0)
        #expect(comparison.rows.first { $0.result == .voiceOverOnly }?.voiceOver?.hasPrefix("Bluetooth") == true)
        #expect(comparison.rows.first { $0.result == .earshotOnly }?.position == 4)
        #expect(comparison.count(.same) == 4)
    }

    /// Back twice, then forward again: the elements heard again are the ones heard before.
    @Test func movesBackAndForwardAgainRevisitElements() throws {
        let comparison = try compare(
            """
            [{"action": "current", "utterance": "Samples Back button"},
             {"action": "forward", "utterance": "Settings Heading"},
             {"action": "forward", "utterance": "Volume 50% Adjustable Swipe up or down with one finger to adjust the value."},
             {"action": "backward", "utterance": "Settings Heading"},
             {"action": "backward", "utterance": "Samples Back button"},
             {"action": "forward", "utterance": "Settings Heading"},
             {"action": "forward", "utterance": "Volume 50% Adjustable Swipe up or down with one finger to adjust the value."},
             {"action": "forward", "utterance": "Wi-Fi Switch button on Double tap to toggle setting."},
             {"action": "forward", "utterance": "Reset All Settings dimmed Button"}]
            """)
        #expect(comparison.rows.map(\.result) == Array(repeating: .same, count: 5))
        #expect(comparison.artefacts.map(\.kind) == Array(repeating: .revisited, count: 4))
    }

    /// The same walk written one utterance a line, with no moves to say so.
    @Test func aRevisitIsRecognisedWithoutMoves() throws {
        let comparison = try compare(
            """
            Samples Back button
            Settings Heading
            Volume 50% Adjustable Swipe up or down with one finger to adjust the value.
            Settings Heading
            Samples Back button
            Settings Heading
            Volume 50% Adjustable Swipe up or down with one finger to adjust the value.
            Wi-Fi Switch button on Double tap to toggle setting.
            Reset All Settings dimmed Button
            """)
        #expect(comparison.rows.map(\.result) == Array(repeating: .same, count: 5))
        #expect(comparison.artefacts.filter { $0.kind == .revisited }.count == 4)
    }

    @Test func aLiveValueThatChangedIsAValueChange() throws {
        let walk = """
            Samples Back button
            Settings Heading
            Volume 60% Adjustable Swipe up or down with one finger to adjust the value.
            Wi-Fi Switch button on Double tap to toggle setting.
            Reset All Settings dimmed Button
            """
        let comparison = try compare(walk)
        #expect(comparison.rows.map(\.result) == [.same, .same, .valueChanged, .same, .same])
        #expect(comparison.differs)
        #expect(comparison.text.contains("1 value changed"))
        #expect(try !compare(walk, ignoresValues: true).differs)
    }

    @Test func theAppsNameIsRecognisedWithoutBeingNamed() throws {
        let comparison = try compare(
            """
            My Settings App Samples Back button
            Settings Heading
            Volume 50% Adjustable Swipe up or down with one finger to adjust the value.
            Wi-Fi Switch button on Double tap to toggle setting.
            Reset All Settings dimmed Button
            """)
        #expect(comparison.rows.map(\.result) == Array(repeating: .same, count: 5))
        #expect(comparison.artefacts.map(\.kind) == [.appName])
    }

    @Test func voiceOverOnIsRecognisedInTheVoiceFilesLanguages() throws {
        let comparison = Comparison(
            walk: try WalkFormats.read("VoiceOver ein\nSettings Heading", file: "w"), screen: "settings",
            said: try Walks.settingsSaid(), announcements: ["VoiceOver ein"])
        #expect(comparison.rows.first?.result == .unheard)
        #expect(comparison.artefacts.map(\.kind) == [.voiceOverOn])
    }

    /// VoiceOver's own phrase that only it said names its key.
    @Test func aPhraseOnlyVoiceOverSaidNamesItsKey() throws {
        let comparison = Comparison(
            walk: try WalkFormats.read("Samples Back button\nSettings Heading Adjustable", file: "w"),
            screen: "settings", said: try Walks.settingsSaid(),
            phrases: ["trait.adjustable": "Adjustable.", "trait.header": "Heading.", "trait.button": "Button."])
        let row = try #require(comparison.rows.first { $0.result == .differentWords })
        #expect(row.extraPhraseKeys == ["trait.adjustable"])
        #expect(row.difference?.contains("(phrase trait.adjustable)") == true)
    }
}

/// Two elements with the same words at the end of a screen, and the last said again.
@Suite struct RepeatTests {
    private func compare(_ text: String) throws -> Comparison {
        Comparison(walk: try WalkFormats.read(text, file: "w"), screen: "drafts", said: try Walks.said("twins.yaml"))
    }

    @Test func twoElementsWithTheSameWordsAtTheEndAreTwo() throws {
        let comparison = try compare("Drafts Heading\nDelete Button\nDelete Button\nDelete Button\nDelete Button")
        #expect(comparison.rows.map(\.result) == [.same, .same, .same])
        #expect(comparison.artefacts.map(\.kind) == [.repeatedAtEnd])
        #expect(comparison.artefacts.first?.count == 2)
        let exact = try compare("Drafts Heading\nDelete Button\nDelete Button")
        #expect(exact.rows.map(\.result) == [.same, .same, .same])
        #expect(exact.artefacts.isEmpty)
    }

    @Test func aStepAskingAgainIsNotASecondElement() throws {
        let comparison = try compare(
            """
            [{"action": "current", "utterance": "Drafts Heading"},
             {"action": "forward", "utterance": "Delete Button"},
             {"action": "current", "utterance": "Delete Button"},
             {"action": "forward", "utterance": "Delete Button"}]
            """)
        #expect(comparison.rows.map(\.result) == [.same, .same, .same])
        #expect(comparison.artefacts.map(\.kind) == [.askedAgain])
    }

    /// Thousands of moves at the end are one artefact, said as one run of lines.
    @Test func repeatedArtefactsAreSummarised() throws {
        let walk = (["Drafts Heading", "Delete Button"] + Array(repeating: "Delete Button", count: 3000))
            .joined(separator: "\n")
        let comparison = try compare(walk)
        #expect(comparison.artefacts.count == 1)
        #expect(comparison.text.contains("lines 4–3,002"))
        #expect(comparison.text.contains("the last element again"))
    }
}
