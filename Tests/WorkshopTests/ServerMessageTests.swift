import Foundation
import Testing
import Utterances

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

extension ServerMessageTests {
    @Test(arguments: [true, false])
    func whatWasSaidIsWhatTheEncoderWrites(focused: Bool) throws {
        let said = ServerMessage.Said(
            interrupts: focused,
            utterances: [
                ServerMessage.SaidUtterance(
                    stream: 12, cause: "focus", text: #"Row 5, "quoted" \ slash/"# + "\ttab\nline \u{1} 设置 😀",
                    parts: [
                        ServerMessage.Part(.speech(SpokenSegment(kind: .label, text: "Row 5,", language: "en-US"))),
                        ServerMessage.Part(.pause(Pause(milliseconds: 250, reason: .comma))),
                        ServerMessage.Part(.cue(.boundary)),
                    ]),
                ServerMessage.SaidUtterance(stream: 13, cause: "hint", text: "", parts: []),
            ],
            focus: focused ? ServerMessage.Focus(id: "row/5", order: 5, x: 0, y: 220.5, width: 393, height: 44) : nil,
            rotor: "Words")
        #expect(try Self.object(said.json) == Self.object(ServerMessage.text(said)))
        #expect(said.json.contains(#""stream":12,"cause""#), "the stream before the text")
    }
}
