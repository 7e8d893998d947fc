import Testing
import UtteranceRendering
import Utterances

/// Earshot's words in the shape XCTest's VoiceOver service gives them.
@Suite struct SpokenTranscriptTests {
    @Test func partsAreJoinedBySpacesWithoutTheirEndingMarks() {
        #expect(
            UtteranceFormat.spoken.render(Fixtures.volume)
                == "Volume 50% Adjustable Swipe up or down with one finger to adjust the value.")
    }

    /// The service keeps a label's own commas (and the period of "Inc.") where Earshot reads the
    /// label in pieces.
    @Test func aLabelReadInPiecesKeepsItsCommas() {
        #expect(UtteranceFormat.spoken.render(Fixtures.stocks) == "Apple Inc., $432.39, up 1.3% Button")
    }

    /// A label's own final period is the label's ("Contoso Inc."); the one VoiceOver adds after a
    /// label without one is not.
    @Test func aLabelKeepsItsOwnFinalPeriod() {
        func row(_ label: String, addedEnd: String?) -> Utterance {
            Utterance(
                cause: .focus,
                parts: [
                    Fixtures.speech(label, addedEnd: addedEnd), Fixtures.pause(250, .betweenParts),
                    Fixtures.speech("Button.", .trait),
                ], subject: label)
        }
        #expect(UtteranceFormat.spoken.render(row("Contoso Inc.", addedEnd: nil)) == "Contoso Inc. Button")
        #expect(UtteranceFormat.spoken.render(row("Save.", addedEnd: ".")) == "Save Button")
    }

    @Test func fullWidthMarksEndPartsToo() {
        #expect(UtteranceFormat.spoken.render(Samples.chinese) == "苹果公司，432.39美元、上涨1.3% 按钮")
    }

    @Test func anUtteranceWithoutWordsShowsItsCues() {
        #expect(UtteranceFormat.spoken.render(Samples.boundary) == "[boundary]")
    }
}
