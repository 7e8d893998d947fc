import Listening
import Testing
import Utterances

/// An element's audio file is named by what it sounds like: equal descriptions share a file,
/// and any difference a listener could hear gives another.
@Suite struct RenderKeyTests {
    static func key(_ parts: [UtterancePart], voice: String = "en-us", rate: Int? = nil) -> String {
        RenderKey(
            utterance: Utterance(cause: .focus, parts: parts), voice: voice, rate: rate, pitch: nil, engine: "1.51"
        )
        .value
    }

    static func speech(_ text: String, language: String = "en-US", pitch: PitchHint = .neutral) -> UtterancePart {
        .speech(SpokenSegment(kind: .label, text: text, language: language, pitch: pitch))
    }

    @Test func equalUtterancesShareAKeyAndEveryDifferenceChangesIt() {
        let base = Self.key([Self.speech("Wi-Fi"), .pause(Pause(milliseconds: 250, reason: .betweenParts))])
        #expect(base == Self.key([Self.speech("Wi-Fi"), .pause(Pause(milliseconds: 250, reason: .betweenParts))]))
        #expect(base.count == 32 && base.allSatisfy(\.isHexDigit))
        let variants = [
            Self.key([Self.speech("Wi-Fi"), .pause(Pause(milliseconds: 300, reason: .betweenParts))]),
            Self.key([Self.speech("Wi-Fi"), .pause(Pause(milliseconds: 250, reason: .comma))]),
            Self.key([Self.speech("Wi-Fi", language: "en-GB"), .pause(Pause(milliseconds: 250, reason: .betweenParts))]
            ),
            Self.key([Self.speech("Wi-Fi", pitch: .raised), .pause(Pause(milliseconds: 250, reason: .betweenParts))]),
            Self.key([Self.speech("Wi-Fi"), .cue(.activate)]),
            Self.key([Self.speech("Wi-Fi"), .pause(Pause(milliseconds: 250, reason: .betweenParts))], voice: "en-gb"),
            Self.key([Self.speech("Wi-Fi"), .pause(Pause(milliseconds: 250, reason: .betweenParts))], rate: 60),
        ]
        #expect(Set(variants + [base]).count == variants.count + 1)
    }

    /// Text is measured, so text that looks like the description of another part, or two
    /// segments that join to the same characters, cannot name the same file.
    @Test func segmentBoundariesAreNotAmbiguous() {
        #expect(Self.key([Self.speech("ab"), Self.speech("c")]) != Self.key([Self.speech("a"), Self.speech("bc")]))
        #expect(
            Self.key([Self.speech("a\u{0}pause 250 comma")])
                != Self.key([Self.speech("a"), .pause(Pause(milliseconds: 250, reason: .comma))]))
    }
}
