import SpeechBridge
import Testing

/// Whether a request's audio depends on the request alone within one process. With
/// libespeak-ng 1.51 it does not: the library carries state from one synthesis to the next (the
/// phase of its pitch flutter, its gain control, the pause it leaves after some words) that none
/// of its calls resets. `earshot listen` therefore synthesises each work item in a fresh process
/// (docs/listening.md, "Identical audio"). When this fails, the library resets its state itself,
/// and that design and its documentation can be simplified.
@Suite struct ReproducibilityTests {
    static let request = SpeechRequest(text: "Alert", locale: "en-US")

    @Test func aRequestDependsOnWhatWasSpokenBeforeInTheSameProcess() throws {
        _ = try Fixtures.speak("Double tap")
        let afterOne = try Fixtures.synthesizer.synthesize(Self.request).samples
        _ = try Fixtures.speak("Weather, button")
        let afterAnother = try Fixtures.synthesizer.synthesize(Self.request).samples
        #expect(afterOne != afterAnother, "libespeak-ng now gives the same audio whatever came before")
    }
}
