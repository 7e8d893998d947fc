import Foundation
import SpeechBridge
import Synchronization
import TestSupport
import Testing

/// A synthesizer whose libespeak-ng runs in a worker process (`earshot synth-worker`), as the
/// commands speak: it sounds as the synthesis thread does, and a crash of the worker fails only
/// the request it was saying.
@Suite struct SynthesisProcessTests {
    static func synthesizer() throws -> Synthesizer {
        try Synthesizer(voices: Fixtures.voices, worker: [EarshotExecutable.url.path, SynthesisWorker.commandName])
    }

    static let sentence = "Wi-Fi, on. Button. Double-tap to turn it off."

    @Test func itSoundsAsTheSynthesisThreadDoes() throws {
        let request = SpeechRequest(text: Self.sentence, locale: "en-US")
        let apart = try Self.synthesizer().synthesize(request)
        let here = try Fixtures.synthesizer.synthesize(request)
        #expect(apart.samples.count > PCMFormat.samples(milliseconds: 1000))
        // The same voice and words. The library's timing depends a little on what it said
        // before, and the thread here is shared with every other test.
        #expect(abs(apart.samples.count - here.samples.count) * 20 < here.samples.count)
        #expect(apart.marks.map(\.characterOffset) == here.marks.map(\.characterOffset))
        // A fresh worker's library has said nothing before: the same request sounds the same.
        let again = try Self.synthesizer().synthesize(request)
        let same = again.samples == apart.samples
        #expect(same, "two fresh workers said the same request differently")
        #expect(again.marks == apart.marks)
    }

    @Test func aLaterRequestInterruptsAnEarlierOne() throws {
        let worker = try Self.synthesizer()
        let long = SpeechRequest(text: String(repeating: Self.sentence + " ", count: 40), locale: "en-US")
        let first = worker.speak(long, to: PCMBuffer())
        let next = PCMBuffer()
        let second = worker.speak(SpeechRequest(text: "Next", locale: "en-US"), to: next)
        #expect(first.wait() == .interrupted)
        #expect(second.wait() == .finished)
        #expect(!next.samples.isEmpty)
    }

    /// As on the synthesis thread, nothing of a cancelled request reaches its sink after the
    /// cancel, though the worker sent more before it saw it.
    @Test func nothingIsPlayedAfterTheCancel() throws {
        let worker = try Self.synthesizer()
        let long = SpeechRequest(text: String(repeating: Self.sentence + " ", count: 40), locale: "en-US")
        let next = PCMBuffer()
        let sink = FirstWriteSink { worker.speak(SpeechRequest(text: "Next", locale: "en-US"), to: next) }
        let first = worker.speak(long, to: sink)
        #expect(first.wait() == .interrupted)
        worker.waitUntilIdle()
        let writes = sink.writes.load(ordering: .relaxed)
        #expect(writes == 1, "audio reached the sink after the cancel")
        #expect(!next.samples.isEmpty)
    }

    @Test func aWorkerThatDiesFailsWhatItWasSayingAndANewOneSaysTheRest() throws {
        let worker = try Self.synthesizer()
        let started = try #require(worker.workerProcessID)
        // Killed at the first audio of a long request, as a crash of the library would end it.
        let killing = KillingSink(pid: started)
        let long = SpeechRequest(text: String(repeating: Self.sentence + " ", count: 40), locale: "en-US")
        let lost = worker.enqueue(long, to: killing)
        let after = PCMBuffer()
        let next = worker.enqueue(SpeechRequest(text: "Next", locale: "en-US"), to: after)
        guard case .failed(let error) = lost.wait(), case .engineStopped(let status) = error else {
            Issue.record("the request the worker was saying did not fail: \(lost.wait())")
            return
        }
        #expect(status == SIGKILL)
        #expect(error.description.contains("espeak-ng stopped while saying this"))
        let finished = killing.finished.load(ordering: .relaxed)
        #expect(finished)
        #expect(next.wait() == .finished)
        #expect(!after.samples.isEmpty)
        let replacement = try #require(worker.workerProcessID)
        #expect(replacement != started)
        // And it goes on speaking.
        #expect(try !worker.synthesize(SpeechRequest(text: "Done", locale: "en-US")).samples.isEmpty)
    }

    /// A command closes its synthesizer before it ends: the worker has ended when `close`
    /// returns, so none goes on after the command (still starting up, or writing its cache).
    @Test func closingEndsTheWorkerBeforeItReturns() throws {
        let worker = try Self.synthesizer()
        let pid = try #require(worker.workerProcessID)
        #expect(try !worker.synthesize(SpeechRequest(text: "Bye", locale: "en-US")).samples.isEmpty)
        worker.close()
        #expect(ProcessStatus.hasEnded(pid), "the worker still runs after close()")
        guard
            case .failed(.engineUnavailable) = worker.enqueue(
                SpeechRequest(text: "More", locale: "en-US"), to: PCMBuffer()
            ).wait()
        else {
            Issue.record("a closed synthesizer still spoke")
            return
        }
    }

    @Test func progressFollowsTheWorker() throws {
        let worker = try Self.synthesizer()
        let ticket = worker.enqueue(
            SpeechRequest(text: String(repeating: Self.sentence + " ", count: 10), locale: "en-US"), to: PCMBuffer())
        #expect(ticket.wait() == .finished)
        #expect(ticket.progress.fraction == 1)
        #expect(ticket.progress.samples > PCMFormat.samples(milliseconds: 10_000))
    }
}

/// Kills process `pid` at the first audio it is given, as a crash would end it.
private final class KillingSink: AudioSink {
    let pid: Int32
    private let killed = Atomic(false)
    let finished = Atomic(false)

    init(pid: Int32) { self.pid = pid }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        if !killed.exchange(true, ordering: .relaxed) { kill(pid, SIGKILL) }
    }

    func finish(_ completion: SpeechCompletion) { finished.store(true, ordering: .relaxed) }
}

/// Counts the audio it is given, and calls `first` at the first.
private final class FirstWriteSink: AudioSink {
    let writes = Atomic(0)
    private let first: @Sendable () -> Void

    init(first: @escaping @Sendable () -> Void) { self.first = first }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        if writes.add(1, ordering: .relaxed).oldValue == 0 { first() }
    }

    func finish(_ completion: SpeechCompletion) {}
}
