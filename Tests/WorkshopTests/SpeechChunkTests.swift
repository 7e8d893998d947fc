import SpeechBridge
import Testing

@testable import Workshop

/// Where an utterance is cut into chunks of speech: after the punctuation espeak-ng pauses at.
@Suite struct SpeechChunkTests {
    private func clauses(_ text: String) -> [String] {
        SpeechChunk.clauses(of: text).map(\.text)
    }

    @Test func clausesEndAtPunctuationBeforeSpaceOrAtFullWidthPunctuation() {
        #expect(clauses("Row 5, 15 items. Button.") == ["Row 5, ", "15 items. ", "Button."])
        #expect(clauses("Wait… then go; now: yes! Sure?") == ["Wait… ", "then go; ", "now: ", "yes! ", "Sure?"])
        #expect(clauses("设置，打开。下一个") == ["设置，", "打开。", "下一个"])
        #expect(clauses("設定、開く") == ["設定、", "開く"])
        // A point inside a number, or a comma inside a word, cuts nothing.
        #expect(clauses("3.5 items,left") == ["3.5 items,left"])
        #expect(SpeechChunk.clauses(of: "One, two").map(\.offset) == [0, 5])
    }

    @Test func theTextBeforeTheFirstClauseTakesThePartsBeforeIt() {
        let request = SpeechRequest([
            .silence(milliseconds: 100), .text(TextSegment("Row 5, 15 items.", locale: "en-US")),
            .silence(milliseconds: 250), .text(TextSegment("Button.", locale: "en-US")),
        ])
        let chunks = SpeechChunk.split(request)
        #expect(chunks.map(\.firstPart) == [0, 1, 2])
        #expect(chunks.map(\.characterOffset) == [0, 7, 0])
        #expect(chunks.map(\.request.parts.count) == [2, 1, 2])
    }
}
