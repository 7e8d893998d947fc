import Foundation
import SpeechBridge
import Testing

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
                points.append(
                    Point(fraction: progress.fraction, samples: progress.samples, estimate: progress.estimatedSamples))
            }
        }
    }

    func finish(_ completion: SpeechCompletion) {}
}
