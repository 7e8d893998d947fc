import Foundation
import Testing

@testable import Workshop

/// Messages written directly, for speed, are the messages the encoder writes.
@Suite struct ServerMessageTests {
    static func object(_ text: String) throws -> NSDictionary {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    @Test(arguments: [("finished", nil), ("interrupted", nil), ("failed", #"espeak-ng: "no" \ voice"#)])
    func anAudioEndIsWhatTheEncoderWrites(outcome: String, error: String?) throws {
        let end = ServerMessage.AudioEnd(stream: 7, outcome: outcome, error: error)
        #expect(try Self.object(end.json) == Self.object(ServerMessage.text(end)))
    }
}
