import Foundation
import SpeechBridge
import Testing

@Suite struct SynthesisTests {
    @Test func speechHasPlausibleLengthAndLevel() throws {
        let short = try Fixtures.speak("Hello")
        let long = try Fixtures.speak("Hello, this is a much longer sentence to speak aloud.")
        #expect(short.duration > 0.2 && short.duration < 2)
        #expect(long.duration > short.duration * 3)
        #expect(AudioAnalysis.rms(long.samples) > 500)
        #expect(short.completions == [.finished])
    }

    @Test func wordMarksPointAtTheWords() throws {
        let text = "one two three"
        let buffer = try Fixtures.speak(text)
        #expect(buffer.marks.map(\.characterOffset) == [0, 4, 8])
        #expect(buffer.marks.map(\.length) == [3, 3, 5])
        let starts = buffer.marks.map(\.sample)
        #expect(starts == starts.sorted() && Set(starts).count == 3)
        #expect(starts.last! < buffer.samples.count)
    }

    /// A long text is given to espeak-ng in pieces cut after sentences; the pause after a
    /// sentence that ends a piece is as long as after one inside a piece.
    @Test func sentencesPauseAlikeWhereverTheTextIsCut() throws {
        let sentence = "Every participant listens while the presenter moves on. "
        let text = String(repeating: sentence, count: 6)
        let buffer = try Fixtures.speak(text)
        let length = sentence.unicodeScalars.count
        // Where each sentence's first word starts; from one to the next is a sentence and its pause.
        let starts = buffer.marks.filter { $0.characterOffset % length == 0 }.map(\.sample)
        try #require(starts.count == 6)
        let spans = zip(starts.dropFirst(), starts).map { $0 - $1 }
        #expect(
            spans.max()! - spans.min()! < PCMFormat.samples(milliseconds: 40),
            "sentences took \(spans.map { $0 * 1000 / PCMFormat.sampleRate }) ms")
    }

    @Test func wordMarksCountUnicodeScalarsAcrossPieces() throws {
        // Longer than one piece, with Cyrillic text: offsets still index the original text.
        let sentence = "Привет мир, это проверка. "
        let text = String(repeating: sentence, count: 8)
        let buffer = try Fixtures.speak(text, locale: "ru")
        let scalars = Array(text.unicodeScalars)
        let words = buffer.marks.map { mark in
            String(String.UnicodeScalarView(scalars[mark.characterOffset..<mark.characterOffset + mark.length]))
        }
        #expect(words.count == 32)
        #expect(words.prefix(4) == ["Привет", "мир", "это", "проверка"])
        #expect(words.suffix(4) == ["Привет", "мир", "это", "проверка"])
    }

    @Test func commaGivesAPauseBetweenItsWords() throws {
        let text = "Apple Inc, four hundred dollars"
        let buffer = try Fixtures.speak(text)
        let before = try #require(buffer.marks.first { $0.characterOffset == 6 })  // "Inc"
        let after = try #require(buffer.marks.first { $0.characterOffset == 11 })  // "four"
        let pauses = AudioAnalysis.silences(in: buffer.samples, minimumMilliseconds: 100)
        #expect(pauses.contains { $0.start > before.sample && $0.end <= after.sample + 441 })
    }

    @Test func silencePartsAreExactAndPlaced() throws {
        let request = SpeechRequest([
            .text(TextSegment("Hello", locale: "en-US")),
            .silence(milliseconds: 400),
            .text(TextSegment("world", locale: "en-US")),
        ])
        let buffer = try Fixtures.synthesizer.synthesize(request)
        let gap = AudioAnalysis.silences(in: buffer.samples, minimumMilliseconds: 350)
        #expect(gap.count == 1)
        // The silence is digital: at least 400 ms of samples that are exactly zero. (The
        // analysis above works in 5 ms windows, so it may place the edges a window off.)
        var longestZeroRun = 0
        var run = 0
        for sample in buffer.samples {
            run = sample == 0 ? run + 1 : 0
            longestZeroRun = max(longestZeroRun, run)
        }
        #expect(longestZeroRun >= PCMFormat.samples(milliseconds: 400))
        let world = try #require(buffer.marks.first { $0.part == 2 })
        #expect(world.sample >= gap.first!.start + PCMFormat.samples(milliseconds: 400))
    }

    @Test func raisedPitchRaisesTheFundamental() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let low = try #require(AudioAnalysis.medianPitch(of: Fixtures.speak(text, prosody: Prosody(pitch: 20)).samples))
        let high = try #require(
            AudioAnalysis.medianPitch(of: Fixtures.speak(text, prosody: Prosody(pitch: 90)).samples))
        #expect(high > low * 1.25, "low \(low) Hz, high \(high) Hz")
    }

    @Test func capitalsRaisePitchOnlyWhenAsked() throws {
        let text = "Paris London Berlin Madrid"
        let plain = try #require(AudioAnalysis.medianPitch(of: Fixtures.speak(text).samples))
        let raised = try #require(
            AudioAnalysis.medianPitch(of: Fixtures.speak(text, prosody: Prosody(raiseCapitals: true)).samples))
        #expect(raised > plain * 1.05, "plain \(plain) Hz, raised \(raised) Hz")
    }

    @Test func rateChangesDuration() throws {
        let text = "Swipe up or down with one finger to adjust the value."
        let slow = try Fixtures.speak(text, prosody: Prosody(rate: 120))
        let fast = try Fixtures.speak(text, prosody: Prosody(rate: 350))
        #expect(slow.duration > fast.duration * 1.8)
    }

    @Test func languagesSwitchWithinOneRequest() throws {
        let request = SpeechRequest([
            .text(TextSegment("Hello", locale: "en-US")),
            .text(TextSegment("Привет", locale: "ru")),
            .text(TextSegment("你好", locale: "zh-Hans")),
            .text(TextSegment("Hello", locale: "en-US")),
        ])
        let buffer = try Fixtures.synthesizer.synthesize(request)
        #expect(Set(buffer.marks.map(\.part)) == [0, 1, 2, 3])
        let first = try Fixtures.speak("Hello")
        // The final English segment sounds as it does alone: the voice came back.
        #expect(abs(Double(buffer.samples.count - buffer.marks.last!.sample) - Double(first.samples.count)) < 2000)
    }

    @Test func unknownLocaleListsTheAvailableOnes() {
        #expect {
            try Fixtures.speak("hi", locale: "xx-YY")
        } throws: { error in
            guard case .unknownLocale(let locale, let available) = error as? SpeechError else { return false }
            return locale == "xx-YY" && available.contains("en-US") && available.contains("zh-Hans")
        }
    }
}
