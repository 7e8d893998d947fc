import SpeechBridge
import Testing
import UtteranceRendering
import Utterances

@Suite struct SpeechFormatTests {
    @Test func everyPartBecomesOneRequestPartInOrder() {
        let request = Fixtures.speech.render(Samples.screen)
        #expect(
            request.parts == [
                .tone(Cue.screenChanged.earcon),
                .text(TextSegment("Settings", locale: "en-US", prosody: Prosody(pitch: 50))),
                .silence(milliseconds: 250),
                .text(TextSegment("Heading.", locale: "en-US", prosody: Prosody(pitch: 50))),
            ])
        #expect(Fixtures.speech.render(Utterance(cause: .focus, parts: [])).parts.isEmpty)
    }

    @Test func languagesFindTheirVoiceOrFallBackToTheSession() throws {
        let options = SpeechOptions(locale: "ru")
        let format = UtteranceFormat.speech(voices: Fixtures.voices, options: options)
        func locale(_ language: String, _ format: UtteranceFormat<SpeechRequest>) -> String? {
            guard
                case .text(let segment) = format.render(Fixtures.utterance("Bonjour", language))
                    .parts.first
            else { return nil }
            return segment.locale
        }
        #expect(locale("fr-FR", format) == "fr")
        #expect(locale("zh-CN", format) == "zh-Hans")
        #expect(locale("xx-YY", format) == "ru")
        #expect(locale("", format) == "ru")
        let lost = UtteranceFormat.speech(
            voices: Fixtures.voices, options: SpeechOptions(locale: "qq"))
        #expect(locale("xx-YY", lost) == Fixtures.voices.locales.first)
        // An unavailable language still renders, in the session's voice.
        let buffer = try Fixtures.render(
            Fixtures.utterance("Bonjour tout le monde", "xx-YY"), format)
        #expect(buffer.completions == [.finished])
        #expect(buffer.duration > 0.5 && AudioAnalysis.rms(buffer.samples) > 500)
    }

    @Test func pausesBecomeSilencesOfSaneLength() {
        let utterance = Utterance(
            cause: .focus, parts: [Fixtures.pause(-30, .comma), Fixtures.pause(.max, .hintDelay)])
        #expect(
            Fixtures.speech.render(utterance).parts == [
                .silence(milliseconds: 0),
                .silence(milliseconds: UtteranceFormat<SpeechRequest>.longestPauseMilliseconds),
            ])
    }

    @Test func theStocksRowPausesAtEachComma() throws {
        let request = Fixtures.speech.render(Fixtures.stocks)
        let buffer = try Fixtures.synthesizer.synthesize(request)
        let pauses = AudioAnalysis.silences(in: buffer.samples, minimumMilliseconds: 100)
        // Request parts 0, 2, 4 and 6 are "Apple Inc.,", "$432.39,", "up 1.3%." and "Button.".
        for (before, after) in [(0, 2), (2, 4), (4, 6)] {
            let lastWord = try #require(buffer.marks.last { $0.part == before })
            let nextWord = try #require(buffer.marks.first { $0.part == after })
            // A silence after the last word before the comma that lasts until the next word.
            #expect(
                pauses.contains {
                    $0.start > lastWord.sample && $0.start < nextWord.sample
                        && $0.end + PCMFormat.samples(milliseconds: 20) >= nextWord.sample
                }, "no pause between parts \(before) and \(after)")
        }
    }

    @Test func theHintComesAfterTheHintDelay() throws {
        let buffer = try Fixtures.render(Fixtures.volume)
        let hint = try #require(buffer.marks.first { $0.part == 6 })
        let pauses = AudioAnalysis.silences(in: buffer.samples, minimumMilliseconds: 900)
        let delay = try #require(
            pauses.first { $0.start < hint.sample && hint.sample <= $0.end + 441 })
        // The hint delay, plus espeak-ng's own quiet at the end of one segment and the start of
        // the next.
        #expect(delay.milliseconds >= 1000 && delay.milliseconds < 1400, "\(delay.milliseconds) ms")
        #expect(buffer.marks.last!.part == 6)
    }

    @Test func raisedAndLoweredMoveTheMedianPitch() throws {
        func pitch(_ hint: PitchHint) throws -> Double {
            let samples = try Fixtures.render(
                Fixtures.utterance("Apple Inc., up 1.3%.", pitch: hint)
            ).samples
            return try #require(AudioAnalysis.medianPitch(of: samples))
        }
        let neutral = try pitch(.neutral)
        let raised = try pitch(.raised)
        let lowered = try pitch(.lowered)
        #expect(raised > neutral * 1.12, "neutral \(neutral) Hz, raised \(raised) Hz")
        #expect(lowered < neutral * 0.92, "neutral \(neutral) Hz, lowered \(lowered) Hz")
    }

    @Test func theListenersPitchIsTheBaseThatHintsMoveFrom() {
        let high = UtteranceFormat.speech(
            voices: Fixtures.voices, options: SpeechOptions(pitch: 80))
        func prosody(_ hint: PitchHint, _ format: UtteranceFormat<SpeechRequest>) -> Prosody? {
            guard
                case .text(let segment) = format.render(Fixtures.utterance("Wi-Fi", pitch: hint))
                    .parts.first
            else { return nil }
            return segment.prosody
        }
        #expect(prosody(.neutral, high) == Prosody(pitch: 80))
        #expect(prosody(.capitalised, high) == Prosody(pitch: 80))
        #expect(prosody(.raised, high) == Prosody(pitch: 98))
        #expect(prosody(.lowered, high) == Prosody(pitch: 62))
        #expect(prosody(.capitalLetter, high) == Prosody(pitch: 98, raiseCapitals: true))
        #expect(prosody(.lowercaseStart, Fixtures.speech) == Prosody(pitch: 50, pitchRange: 25))
    }

    @Test func aCapitalLetterIsHigher() throws {
        let plain = try #require(
            AudioAnalysis.medianPitch(
                of: Fixtures.render(Fixtures.utterance("A", pitch: .neutral)).samples))
        let capital = try #require(
            AudioAnalysis.medianPitch(
                of: Fixtures.render(Fixtures.utterance("A", pitch: .capitalLetter)).samples))
        #expect(capital > plain * 1.2, "plain \(plain) Hz, capital letter \(capital) Hz")
    }

    @Test func aLowercaseStartIsFlatter() throws {
        let text = "up 1.3 percent since yesterday's close"
        // The spread moves with what the synthesizer spoke before, other tests' speech included
        // (docs/listening.md, "Identical audio"): each is measured five times, in turn, and the
        // medians compared.
        var normal: [Double] = []
        var flat: [Double] = []
        for _ in 0..<5 {
            normal.append(
                Measure.interquartileRange(
                    try Fixtures.render(Fixtures.utterance(text, pitch: .capitalised)).samples))
            flat.append(
                Measure.interquartileRange(
                    try Fixtures.render(Fixtures.utterance(text, pitch: .lowercaseStart)).samples))
        }
        #expect(
            flat.sorted()[2] < normal.sorted()[2] * 0.7,
            "F0 spread \(normal) Hz normally, \(flat) Hz with a lower-case start")
    }

    @Test func aSentenceEndsWithAFullStopAndFalls() throws {
        let hint = Fixtures.utterance("Double tap to toggle setting", pitch: .sentenceFall)
        guard case .text(let segment) = Fixtures.speech.render(hint).parts.first else {
            Issue.record("no text")
            return
        }
        #expect(segment.text == "Double tap to toggle setting.")
        let done = Fixtures.utterance("Fertig。", pitch: .sentenceFall)
        #expect(
            Fixtures.speech.render(done).parts.first
                == .text(TextSegment("Fertig。", locale: "en-US", prosody: Prosody(pitch: 50))))
        let samples = try Fixtures.render(hint).samples
        let median = try #require(AudioAnalysis.medianPitch(of: samples))
        let ending = Measure.framePitches(
            Array(samples.suffix(PCMFormat.samples(milliseconds: 400))))
        #expect(try #require(ending.first) < median * 0.85, "median \(median) Hz, ending \(ending)")
    }

    /// A sentence already ended in its own script gets no full stop: whatever Unicode calls a
    /// sentence terminal, and an ellipsis, which trails off.
    @Test(arguments: ["Готово‼", "Պատրաստ է։", "तैयार।", "جاهز؟", "完了｡", "Loading…", "Fertig."])
    func aSentenceEndedInItsOwnScriptGetsNoFullStop(_ text: String) {
        let said = Fixtures.utterance(text, pitch: .sentenceFall)
        #expect(
            Fixtures.speech.render(said).parts.first.flatMap { part in
                if case .text(let segment) = part { segment.text } else { nil }
            } == text)
    }

    @Test(arguments: Cue.allCases)
    func earconsSoundAsDesigned(_ cue: Cue) throws {
        let buffer = try Fixtures.render(Utterance(cause: .boundary, parts: [.cue(cue)]))
        let tone = cue.earcon
        #expect(buffer.samples.count == tone.sampleCount)
        #expect(AudioAnalysis.rms(buffer.samples) > 2000)
        let hertz = Measure.frequency(of: buffer.samples)
        let mean = tone.frequencies.reduce(0, +) / Double(tone.frequencies.count)
        switch tone.waveform {
        case .sine, .sawtooth: #expect(abs(hertz - mean) < mean * 0.15, "\(hertz) Hz")
        case .noise: #expect(hertz > 1000, "\(hertz) Hz")
        }
    }

    @Test func earconsDifferFromOneAnother() {
        #expect(Set(Cue.allCases.map(\.earcon)).count == Cue.allCases.count)
    }

    @Test func durationGrowsWithTheParts() throws {
        let parts = Fixtures.stocks.parts
        let durations = try [1, 3, 5, 7].map { count in
            try Fixtures.render(Utterance(cause: .focus, parts: Array(parts.prefix(count))))
                .duration
        }
        #expect(durations == durations.sorted() && Set(durations).count == 4, "\(durations)")
        #expect(try Fixtures.render(Utterance(cause: .focus, parts: [])).samples.isEmpty)
    }

    @Test func rateFollowsTheOptions() throws {
        #expect(SpeechRate.voiceOver(percent: 0).wordsPerMinute == 80)
        #expect(SpeechRate.voiceOver(percent: 25).wordsPerMinute == 127)
        #expect(SpeechRate.voiceOver(percent: 50).wordsPerMinute == 175)
        #expect(SpeechRate.voiceOver(percent: 75).wordsPerMinute == 312)
        #expect(SpeechRate.voiceOver(percent: 100).wordsPerMinute == 450)
        #expect(SpeechRate.voiceOver(percent: -9).wordsPerMinute == 80)
        #expect(SpeechRate.wordsPerMinute(9000).wordsPerMinute == 450)
        func duration(_ rate: SpeechRate) throws -> Double {
            let format = UtteranceFormat.speech(
                voices: Fixtures.voices, options: SpeechOptions(rate: rate))
            return try Fixtures.render(
                Fixtures.utterance("Swipe up or down with one finger to adjust the value."), format
            ).duration
        }
        #expect(try duration(.voiceOver(percent: 20)) > 1.8 * duration(.voiceOver(percent: 80)))
    }
}
