import Foundation
import SpeechBridge
import TestSupport
import Testing

/// Random text from every Unicode plane spoken through a synthesis process, as the commands
/// speak: libespeak-ng 1.51 crashes on some of it (a few in a thousand, depending on what it
/// said before), and such a crash must end only the worker. Every request ends finished, or
/// failed saying the library stopped; the synthesizer goes on speaking afterwards. 100 texts
/// here; 10,000 in the long mode (`EARSHOT_LONG_TESTS=1`). A failure names the seed that replays
/// the texts (``SeededGenerator``).
@Suite struct ArbitraryTextTests {
    @Test func randomTextEndsEveryRequestAndTheSynthesizerGoesOn() throws {
        try Self.speak(count: 100)
    }

    @Test(.enabled(if: LongTests.enabled), .timeLimit(.minutes(60))) func tenThousandRandomTexts() throws {
        try Self.speak(count: 10_000)
    }

    static func speak(count: Int) throws {
        var random = SeededGenerator()
        let synthesizer = try SynthesisProcessTests.synthesizer()
        let locales = Fixtures.voices.locales
        var stopped = 0
        for index in 0..<count {
            let text = Self.text(using: &random)
            let locale = locales[Int(random.next() % UInt64(locales.count))]
            let outcome = synthesizer.enqueue(SpeechRequest(text: text, locale: locale), to: DiscardingSink()).wait()
            switch outcome {
            case .finished: continue
            case .failed(.engineStopped): stopped += 1
            default:
                Issue.record("text \(index) in \(locale) ended \(outcome): \(text.debugDescription); \(random.replay)")
            }
        }
        // The figure a long run reports.
        print("ArbitraryTextTests: \(count) texts, \(stopped) stopped the library; \(random.replay)")
        let after = try synthesizer.synthesize(SpeechRequest(text: "Still speaking", locale: "en-US"))
        #expect(!after.samples.isEmpty, "\(random.replay)")
        // Most text is said: a crash is rare, and never the worker's start-up failing.
        #expect(stopped * 20 < count, "\(stopped) of \(count) stopped the library; \(random.replay)")
    }

    /// Up to 48 characters, each a random scalar of the first three planes (letters, marks,
    /// symbols, ideographs, unassigned points) or a space or punctuation, as text from a file or
    /// an app may hold anything.
    static func text(using random: inout SeededGenerator) -> String {
        let length = Int(random.next() % 48)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            if random.next() % 5 == 0 {
                scalars.append([" ", ",", ".", "'", "-"][Int(random.next() % 5)])
            } else if let scalar = Unicode.Scalar(UInt32(random.next() % 0x30000)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
