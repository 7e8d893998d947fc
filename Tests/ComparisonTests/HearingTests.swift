import Comparison
import Testing

/// What the service says of its own, taken out of a walk.
@Suite struct HearingTests {
    private func walk(_ lines: String...) -> Walk {
        try! WalkFormats.read(lines.joined(separator: "\n"), file: "w")
    }

    @Test func voiceOverOnTakesThePlaceOfTheFirstElement() {
        let hearing = Hearing(walk("VoiceOver on", "Settings heading"))
        #expect(hearing.firstElementUnheard)
        #expect(hearing.elements.map(\.text) == ["Settings heading"])
        #expect(hearing.artefacts.map(\.kind) == [.voiceOverOn])
    }

    @Test func theAppsNameBeforeTheFirstElementIsTakenOut() {
        let alone = Hearing(walk("Settings", "Samples Back button"), appNames: ["Settings"])
        #expect(alone.elements.map(\.text) == ["Samples Back button"])
        let before = Hearing(walk("Settings Samples Back button", "Settings Heading"), appNames: ["Settings"])
        #expect(before.elements[0].words.description == "samples back button")
        #expect(before.artefacts.map(\.kind) == [.appName])
    }

    @Test func anElementCalledLikeTheAppIsKept() {
        let hearing = Hearing(
            walk("Settings heading", "Volume"), appNames: ["Settings"],
            said: [SaidElement(words: "Samples. Back Button."), SaidElement(words: "Settings. Heading.")])
        #expect(hearing.elements.count == 2)
        #expect(hearing.artefacts.isEmpty)
    }

    @Test func repeatsAtTheEndCollapseAndTwinsInTheMiddleStay() {
        let hearing = Hearing(walk("Delete button", "Delete button", "Done button", "Done button.", "done BUTTON"))
        #expect(hearing.elements.map(\.text) == ["Delete button", "Delete button", "Done button"])
        #expect(hearing.artefacts.map(\.kind) == [.repeatedAtEnd, .repeatedAtEnd])
    }

    @Test func nullsAndMovesOutOfSwipeOrderAreNoted() throws {
        let steps = """
            [{"action": "current", "utterance": "A"}, {"action": "current", "utterance": "A"},
             {"action": "forward", "utterance": null}, {"action": "backward", "utterance": "Z"},
             {"action": "forward", "utterance": "B"}, {"action": "in", "utterance": "C"},
             {"action": "out", "utterance": "Group"}]
            """
        let hearing = Hearing(try WalkFormats.read(steps, file: "w.json"))
        #expect(hearing.elements.map(\.text) == ["A", "B", "C"])
        #expect(Set(hearing.artefacts.map(\.kind)) == [.askedAgain, .noUtterance, .notSwipeOrder])
    }

    @Test func wordsIgnoreCasePunctuationAndSpacing() {
        #expect(
            SpokenWords("Notifications. Switch Button. On. Double tap to toggle setting.")
                == SpokenWords("notifications  switch button on double tap to toggle setting"))
        #expect(SpokenWords("Volume: 50%.").words == ["volume", "50"])
        #expect(SpokenWords("Page 2 of 3") != SpokenWords("Page 3 of 2"))
        #expect(SpokenWords("苹果公司，432.39美元、按钮。") == SpokenWords("苹果公司 432.39 美元 按钮"))
        #expect(SpokenWords("Громкость: 50%.") == SpokenWords("громкость 50"))
    }
}
