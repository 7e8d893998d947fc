import Foundation
import SpeechBridge
import Testing

@testable import Workshop

/// Messages written directly, for speed, are the messages the encoder writes.
@Suite struct ServerMessageTests {
    static func object(_ text: String) throws -> NSDictionary {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    @Test func wordsAreWhatTheEncoderWrites() throws {
        let marks = [
            WordMark(part: 0, characterOffset: 0, length: 3, sample: 0),
            WordMark(part: 3, characterOffset: 9, length: 5, sample: 123_456),
        ]
        for words in [
            ServerMessage.Words(stream: 4_000_000_000, marks: marks), ServerMessage.Words(stream: 1, marks: []),
        ] {
            #expect(try Self.object(words.json) == Self.object(ServerMessage.text(words)))
        }
    }

    @Test(arguments: [("finished", nil), ("interrupted", nil), ("failed", #"espeak-ng: "no" \ voice"#)])
    func anAudioEndIsWhatTheEncoderWrites(outcome: String, error: String?) throws {
        let end = ServerMessage.AudioEnd(stream: 7, outcome: outcome, error: error)
        #expect(try Self.object(end.json) == Self.object(ServerMessage.text(end)))
    }
}
