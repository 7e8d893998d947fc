import Foundation
import SpeechBridge
import Testing

@testable import Listening

/// A work item goes to its worker as one line of JSON written by hand: the worker's
/// `JSONDecoder` must read back exactly the items the run planned.
@Suite struct ElementSpeechTests {
    @Test func aWorkItemsLineReadsBackAsTheItem() throws {
        let item = [
            ElementSpeech(
                request: SpeechRequest(text: "Inbox, 3 unread. Button.", locale: "en-US"),
                file: "/tmp/report/audio/en-US/1f2e.wav"),
            ElementSpeech(
                request: SpeechRequest([
                    .text(TextSegment("«Почта» \"quoted\" \\ back\nline\u{1}", locale: "ru")),
                    .silence(milliseconds: 250),
                    .tone(Tone(.sine, frequencies: [440, 880.5], milliseconds: 40, level: 0.25)),
                    .text(
                        TextSegment(
                            "ボタン", locale: "ja",
                            prosody: Prosody(rate: 200, pitch: 60, pitchRange: 10, volume: 90, raiseCapitals: true))),
                ]),
                file: "/tmp/a \"report\"/audio/ja/😀.wav"),
        ]
        let line = try ElementSpeech.line(item)
        #expect(line.last == UInt8(ascii: "\n") && line.dropLast().firstIndex(of: UInt8(ascii: "\n")) == nil)
        #expect(try JSONDecoder().decode([ElementSpeech].self, from: line) == item)
        #expect(try JSONDecoder().decode([ElementSpeech].self, from: try ElementSpeech.line([])) == [])
    }

    @Test func aToneJSONCannotHoldFailsTheItem() {
        let item = [
            ElementSpeech(
                request: SpeechRequest([.tone(Tone(.sine, frequencies: [.nan], milliseconds: 10))]), file: "a.wav")
        ]
        #expect(throws: RequestLineError.self) { try ElementSpeech.line(item) }
    }
}
