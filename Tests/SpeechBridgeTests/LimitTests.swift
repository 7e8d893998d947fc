import Foundation
import Reporting
import SpeechBridge
import Testing

/// Requests over the bridge's limits end in a clear error, never hours of audio.
@Suite struct LimitTests {
    /// Renders `request` within `limits` into `sink`; how it ended.
    func render(
        _ request: SpeechRequest, characters: Int = SpeechLimits.defaultMaximumCharacters,
        seconds: Int = SpeechLimits.defaultMaximumAudioSeconds, into sink: any AudioSink = DiscardingSink()
    ) throws -> SpeechCompletion {
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices, limits: SpeechLimits(maximumCharacters: characters, maximumAudioSeconds: seconds))
        return synthesizer.enqueue(request, to: sink).wait()
    }

    func render(
        _ text: String, characters: Int = SpeechLimits.defaultMaximumCharacters,
        seconds: Int = SpeechLimits.defaultMaximumAudioSeconds, into sink: any AudioSink = DiscardingSink()
    ) throws -> SpeechCompletion {
        try render(SpeechRequest(text: text, locale: "en-US"), characters: characters, seconds: seconds, into: sink)
    }

    @Test func textOverTheLimitIsRefusedBeforeAnythingIsSynthesised() throws {
        let buffer = PCMBuffer()
        let text = String(repeating: "x", count: 101)
        #expect(try render(text, characters: 100, into: buffer) == .failed(.textTooLong(characters: 101, limit: 100)))
        #expect(buffer.samples.isEmpty)
        let message = SpeechError.textTooLong(characters: 101, limit: 100).description
        #expect(message.contains("100") && message.contains(SpeechLimits.charactersVariable))
        // Text too long is the input's problem, never a usage error.
        #expect(SpeechError.textTooLong(characters: 101, limit: 100).exitStatus == .inputError)
        #expect(SpeechError.audioTooLong(limitSeconds: 2).exitStatus == .inputError)
        // At the limit, the text is spoken.
        #expect(try render(String(text.dropLast()), characters: 100) == .finished)
    }

    /// A real capture's label holds a web page of 20,800 characters: it is spoken whole, in
    /// pieces, by default; only text that could never fit in the audio limit is refused at once.
    @Test func theDefaultLimitsSpeakAWebPageAndRefuseAMegabyte() throws {
        #expect(SpeechLimits.fromEnvironment([:]) == .standard)
        let page = String(repeating: "Terms of use apply to every visit, and to each page. ", count: 400)
        #expect(page.unicodeScalars.count > 20_800)
        let counter = CountingSink()
        #expect(try render(page, into: counter) == .finished)
        // About 17 words a sentence at 175 words a minute: well over ten minutes of speech.
        #expect(counter.samples > 10 * 60 * PCMFormat.sampleRate)
        let completion = try render(String(repeating: "x", count: 1_000_001))
        #expect(
            completion == .failed(.textTooLong(characters: 1_000_001, limit: SpeechLimits.defaultMaximumCharacters)))
    }

    @Test func audioStopsAtTheLimitAndTheRequestFails() throws {
        let buffer = PCMBuffer()
        let text = String(repeating: "Earshot reads every element on the screen. ", count: 20)
        #expect(try render(text, seconds: 2, into: buffer) == .failed(.audioTooLong(limitSeconds: 2)))
        #expect(buffer.samples.count == 2 * PCMFormat.sampleRate)
        #expect(SpeechError.audioTooLong(limitSeconds: 2).description.contains(SpeechLimits.audioSecondsVariable))
        // The engine is left ready for the next request.
        #expect(try Fixtures.speak("hello").completions == [.finished])
    }

    @Test func silenceCountsTowardsTheAudioLimit() throws {
        let buffer = PCMBuffer()
        let request = SpeechRequest([.silence(milliseconds: 800), .silence(milliseconds: 800)])
        #expect(try render(request, seconds: 1, into: buffer) == .failed(.audioTooLong(limitSeconds: 1)))
        #expect(buffer.samples.count == PCMFormat.sampleRate)
    }

    @Test func theEnvironmentRaisesTheLimitsAndNonsenseIsIgnored() {
        let raised = SpeechLimits.fromEnvironment([
            SpeechLimits.charactersVariable: "3000000", SpeechLimits.audioSecondsVariable: "86400",
        ])
        #expect(raised == SpeechLimits(maximumCharacters: 3_000_000, maximumAudioSeconds: 86_400))
        for nonsense in ["", "-5", "0", "ten", "1e9", "99999999999999999999999"] {
            let limits = SpeechLimits.fromEnvironment([
                SpeechLimits.charactersVariable: nonsense, SpeechLimits.audioSecondsVariable: nonsense,
            ])
            #expect(limits == .standard, "\(nonsense)")
        }
    }

    /// A run without spaces is spelled letter by letter: 48 letters are nearly ten seconds of
    /// speech. The longest allowed run stops at the audio limit instead of rendering for hours.
    @Test func theLongestAllowedRunWithoutSpacesStopsAtTheAudioLimit() throws {
        let counter = CountingSink()
        let text = String(repeating: "x", count: SpeechLimits.defaultMaximumCharacters)
        #expect(try render(text, seconds: 60, into: counter) == .failed(.audioTooLong(limitSeconds: 60)))
        #expect(counter.samples == 60 * PCMFormat.sampleRate)
    }
}
