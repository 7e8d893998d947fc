import Foundation
import SpeechBridge
import Synchronization
import Testing

/// Collects audio and, at its first chunk, replaces the request with `next` (as a focus move
/// does while speech is playing).
private final class InterruptingSink: AudioSink {
    let buffer = PCMBuffer()
    let next: @Sendable () -> Void
    private let fired = Atomic<Bool>(false)
    let writes = Atomic<Int>(0)

    init(next: @escaping @Sendable () -> Void) { self.next = next }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        buffer.write(samples)
        writes.add(1, ordering: .relaxed)
        if !fired.exchange(true, ordering: .relaxed) { next() }
    }

    func finish(_ completion: SpeechCompletion) { buffer.finish(completion) }
}

/// Blocks the synthesis thread at its first chunk until released.
private final class HoldingSink: AudioSink {
    private let released = DispatchSemaphore(value: 0)
    private let held = Atomic<Bool>(false)

    func release() { released.signal() }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        if !held.exchange(true, ordering: .relaxed) { released.wait() }
    }

    func finish(_ completion: SpeechCompletion) {}
}

/// `speak` interrupts what the same synthesizer is saying, so these tests use their own one and
/// run one at a time.
@Suite(.serialized) struct InterruptTests {
    let synthesizer = try! Synthesizer(voices: Fixtures.voices)

    static let paragraph = String(
        repeating: "VoiceOver describes the interface while people move focus from element to element. ",
        count: 6)

    @Test func newSpeechStopsTheOldWithinOneChunk() throws {
        let synthesizer = self.synthesizer
        let replacement = PCMBuffer()
        let sink = InterruptingSink {
            synthesizer.speak(SpeechRequest(text: "Next", locale: "en-US"), to: replacement)
        }
        let ticket = synthesizer.speak(
            SpeechRequest(text: Self.paragraph, locale: "en-US"), to: sink)
        #expect(ticket.wait() == .interrupted)
        synthesizer.waitUntilIdle()
        // Only the chunk during which the new request arrived was delivered.
        #expect(sink.writes.load(ordering: .relaxed) == 1)
        #expect(sink.buffer.samples.count < PCMFormat.samples(milliseconds: 100))
        #expect(sink.buffer.completions == [.interrupted])
        #expect(replacement.completions == [.finished])
        #expect(replacement.duration > 0.2)
    }

    @Test func laterSpeechDoesNotCutARenderShort() throws {
        let synthesizer = self.synthesizer
        let whole = try Fixtures.speak(Self.paragraph).samples.count
        // The render waits behind a held request while new speech starts. Nothing here waits on
        // the test's own task: the held synthesis thread must not wait for a busy task pool.
        let holder = HoldingSink()
        synthesizer.enqueue(SpeechRequest(text: "Hold", locale: "en-US"), to: holder)
        let render = OneShot<Result<PCMBuffer, SpeechError>>()
        Thread.detachNewThread {
            render.set(
                Result { () throws(SpeechError) in
                    try synthesizer.synthesize(SpeechRequest(text: Self.paragraph, locale: "en-US"))
                })
        }
        Thread.sleep(forTimeInterval: 0.05)
        let speech = PCMBuffer()
        let spoken = synthesizer.speak(SpeechRequest(text: "Next", locale: "en-US"), to: speech)
        holder.release()
        let rendered = try render.wait().get()
        #expect(spoken.wait() == .finished)
        #expect(rendered.completions == [.finished])
        // Whole: espeak-ng's output may differ by a few samples with what it spoke before.
        #expect(abs(rendered.samples.count - whole) < whole / 100)
    }

    @Test func cancellingATicketStopsItAndTheQueueGoesOn() throws {
        let synthesizer = self.synthesizer
        let first = PCMBuffer()
        let second = PCMBuffer()
        // The synthesis thread is held until the request is cancelled, so that it cannot have
        // started however slowly this thread runs.
        let holder = HoldingSink()
        synthesizer.enqueue(SpeechRequest(text: "Hold", locale: "en-US"), to: holder)
        let ticket = synthesizer.enqueue(SpeechRequest(text: Self.paragraph, locale: "en-US"), to: first)
        ticket.cancel()
        holder.release()
        let next = synthesizer.enqueue(SpeechRequest(text: "Queued", locale: "en-US"), to: second)
        #expect(ticket.wait() == .interrupted)
        #expect(next.wait() == .finished)
        #expect(first.samples.isEmpty)
        #expect(second.duration > 0.2)
    }

    @Test func pitchIsRestoredAfterAnInterruptedRequest() throws {
        let synthesizer = self.synthesizer
        let text = "The quick brown fox jumps over the lazy dog"
        let before = try #require(AudioAnalysis.medianPitch(of: Fixtures.speak(text).samples))
        let after = PCMBuffer()
        let sink = InterruptingSink {
            synthesizer.speak(SpeechRequest(text: text, locale: "en-US"), to: after)
        }
        let interrupted = synthesizer.speak(
            SpeechRequest(text: Self.paragraph, locale: "en-US", prosody: Prosody(pitch: 99, pitchRange: 0)),
            to: sink)
        #expect(interrupted.wait() == .interrupted)
        // The replacement was queued while the first request rendered, so it is done after this.
        synthesizer.waitUntilIdle()
        let restored = try #require(AudioAnalysis.medianPitch(of: after.samples))
        #expect(abs(restored - before) / before < 0.05, "before \(before) Hz, after \(restored) Hz")
    }

    @Test func speechCanBeRequestedFromManyTasksAtOnce() async throws {
        let synthesizer = self.synthesizer
        let durations = try await withThrowingTaskGroup(of: Double.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let buffer = PCMBuffer()
                    let ticket = synthesizer.enqueue(
                        SpeechRequest(text: "Element \(index)", locale: index % 2 == 0 ? "en-US" : "ru"),
                        to: buffer)
                    #expect(await ticket.completion == .finished)
                    return buffer.duration
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(durations.count == 8 && durations.allSatisfy { $0 > 0.3 })
    }
}
