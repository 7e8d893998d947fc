import Foundation
import Reporting
import SpeechBridge
import Synchronization
import Testing

/// Requests over the bridge's limits end in a clear error, never hours of audio.
@Suite struct LimitTests {
    @Test func textOverTheLimitIsRefusedBeforeAnythingIsSynthesised() throws {
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices, limits: SpeechLimits(maximumCharacters: 100, maximumAudioSeconds: 600))
        let buffer = PCMBuffer()
        let text = String(repeating: "x", count: 101)
        let completion = synthesizer.enqueue(SpeechRequest(text: text, locale: "en-US"), to: buffer).wait()
        #expect(completion == .failed(.textTooLong(characters: 101, limit: 100)))
        #expect(buffer.samples.isEmpty)
        let message = SpeechError.textTooLong(characters: 101, limit: 100).description
        #expect(message.contains("100") && message.contains(SpeechLimits.charactersVariable))
        #expect(SpeechError.textTooLong(characters: 101, limit: 100).exitStatus == .usageError)
        // At the limit, the text is spoken.
        let atLimit = synthesizer.enqueue(SpeechRequest(text: String(text.dropLast()), locale: "en-US"), to: PCMBuffer())
        #expect(atLimit.wait() == .finished)
    }

    @Test func theDefaultLimitRefusesAHundredThousandCharacters() throws {
        let limits = SpeechLimits.fromEnvironment([:])
        #expect(limits == .standard)
        let synthesizer = try Synthesizer(voices: Fixtures.voices, limits: limits)
        let text = String(repeating: "x", count: 100_000)
        let completion = synthesizer.enqueue(SpeechRequest(text: text, locale: "en-US"), to: DiscardingSink()).wait()
        #expect(completion == .failed(.textTooLong(characters: 100_000, limit: SpeechLimits.defaultMaximumCharacters)))
    }

    @Test func audioStopsAtTheLimitAndTheRequestFails() throws {
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices, limits: SpeechLimits(maximumCharacters: 20_000, maximumAudioSeconds: 2))
        let buffer = PCMBuffer()
        let text = String(repeating: "Earshot reads every element on the screen. ", count: 20)
        let completion = synthesizer.enqueue(SpeechRequest(text: text, locale: "en-US"), to: buffer).wait()
        #expect(completion == .failed(.audioTooLong(limitSeconds: 2)))
        #expect(buffer.samples.count == 2 * PCMFormat.sampleRate)
        #expect(SpeechError.audioTooLong(limitSeconds: 2).description.contains(SpeechLimits.audioSecondsVariable))
        // The engine is left ready for the next request.
        #expect(try Fixtures.speak("hello").completions == [.finished])
    }

    @Test func silenceCountsTowardsTheAudioLimit() throws {
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices, limits: SpeechLimits(maximumCharacters: 100, maximumAudioSeconds: 1))
        let buffer = PCMBuffer()
        let request = SpeechRequest([.silence(milliseconds: 800), .silence(milliseconds: 800)])
        #expect(synthesizer.enqueue(request, to: buffer).wait() == .failed(.audioTooLong(limitSeconds: 1)))
        #expect(buffer.samples.count == PCMFormat.sampleRate)
    }

    @Test func theEnvironmentRaisesTheLimitsAndNonsenseIsIgnored() {
        let raised = SpeechLimits.fromEnvironment([
            SpeechLimits.charactersVariable: "1000000", SpeechLimits.audioSecondsVariable: "86400",
        ])
        #expect(raised == SpeechLimits(maximumCharacters: 1_000_000, maximumAudioSeconds: 86_400))
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
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices, limits: SpeechLimits(maximumCharacters: 20_000, maximumAudioSeconds: 60))
        let counter = CountingSink()
        let text = String(repeating: "x", count: 20_000)
        let completion = synthesizer.enqueue(SpeechRequest(text: text, locale: "en-US"), to: counter).wait()
        #expect(completion == .failed(.audioTooLong(limitSeconds: 60)))
        #expect(counter.samples == 60 * PCMFormat.sampleRate)
    }
}

/// How far a render has come, observed while it runs.
@Suite struct ProgressTests {
    @Test func progressRisesToTheEndAndEstimatesTheLength() throws {
        let text = String(repeating: "Earshot reads every element on the screen, one after another. ", count: 30)
        let sink = ProgressSampler()
        let ticket = Fixtures.synthesizer.enqueue(SpeechRequest(text: text, locale: "en-US"), to: sink)
        sink.watch(ticket.progress)
        #expect(ticket.wait() == .finished)
        let seen = sink.seen
        #expect(seen.count > 10)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.fraction <= $1.fraction && $0.samples <= $1.samples })
        #expect(seen.contains { $0.fraction > 0.2 && $0.fraction < 0.8 })
        #expect(ticket.progress.fraction == 1)
        #expect(ticket.progress.samples == sink.total)
        // Halfway through, the estimate of the whole is within a fifth of the real length.
        let middle = try #require(seen.first { $0.fraction >= 0.5 })
        let estimate = try #require(middle.estimate)
        #expect(abs(Double(estimate - sink.total)) < Double(sink.total) * 0.2)
    }

    @Test func waitingWithReportsReturnsTheCompletion() throws {
        let ticket = Fixtures.synthesizer.enqueue(
            SpeechRequest(text: String(repeating: "one two three four. ", count: 40), locale: "en-US"),
            to: DiscardingSink())
        var reports = 0
        let completion = ticket.wait(reportingEvery: 0.001) { _ in reports += 1 }
        #expect(completion == .finished)
        #expect(reports >= 1)
    }
}

/// Records the progress of the request it receives at every chunk of audio.
final class ProgressSampler: AudioSink, @unchecked Sendable {
    struct Point { var fraction: Double, samples: Int, estimate: Int? }
    private let lock = NSLock()
    private var progress: SpeechProgress?
    private var points: [Point] = []
    private var count = 0

    func watch(_ progress: SpeechProgress) { lock.withLock { self.progress = progress } }
    var seen: [Point] { lock.withLock { points } }
    var total: Int { lock.withLock { count } }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        lock.withLock {
            count += samples.count
            if let progress {
                points.append(Point(fraction: progress.fraction, samples: progress.samples, estimate: progress.estimatedSamples))
            }
        }
    }

    func finish(_ completion: SpeechCompletion) {}
}
