import SpeechBridge
import Synchronization
import Testing

@testable import Workshop

/// The scheduler over a fake lane that synthesises only when the test says: what it hands out,
/// in what order, what it cancels, and how utterances end.
@Suite struct SynthesisSchedulerTests {
    /// A lane that keeps what it is given until ``complete(samples:)``.
    final class FakeLane: SynthesisLane {
        private let state = Mutex<
            (given: [(text: String, parts: Int, token: UInt64, sink: any AudioSink)], cancelled: [UInt64])
        >(
            ([], []))

        var given: [String] { state.withLock { $0.given.map(\.text) } }
        var cancelled: [UInt64] { state.withLock { $0.cancelled } }
        var running: UInt64? { state.withLock { $0.given.last?.token } }

        func synthesize(_ request: SpeechRequest, token: UInt64, into sink: any AudioSink) {
            let text = request.parts.compactMap { part -> String? in
                if case .text(let segment) = part { segment.text } else { nil }
            }.joined()
            state.withLock { $0.given.append((text, request.parts.count, token, sink)) }
        }

        func cancel(_ token: UInt64) { state.withLock { $0.cancelled.append(token) } }

        func close() {}

        /// Ends the chunk given last with `samples` of sound and a word mark at the start of its
        /// text (its last part).
        func complete(samples: Int, _ completion: SpeechCompletion = .finished) {
            let (sink, parts) = state.withLock { ($0.given.last!.sink, $0.given.last!.parts) }
            sink.mark(WordMark(part: parts - 1, characterOffset: 0, length: 1, sample: 0))
            [Int16](repeating: 0, count: samples).withUnsafeBufferPointer { sink.write($0) }
            sink.finish(completion)
        }
    }

    /// An utterance's stream as the scheduler fills it.
    final class Stream: SpeechStreamSink {
        private let state = Mutex<(samples: Int, marks: [WordMark], ends: [SpeechCompletion], flushes: Int)>(
            (0, [], [], 0))
        var samples: Int { state.withLock { $0.samples } }
        var marks: [WordMark] { state.withLock { $0.marks } }
        var ends: [SpeechCompletion] { state.withLock { $0.ends } }
        var flushes: Int { state.withLock { $0.flushes } }
        func write(_ samples: UnsafeBufferPointer<Int16>) { state.withLock { $0.samples += samples.count } }
        func mark(_ mark: WordMark) { state.withLock { $0.marks.append(mark) } }
        func finish(_ completion: SpeechCompletion) { state.withLock { $0.ends.append(completion) } }
        func flush() { state.withLock { $0.flushes += 1 } }
    }

    static func request(_ text: String) -> SpeechRequest {
        SpeechRequest([
            .text(TextSegment(text, locale: "en-US")), .silence(milliseconds: 100),
            .text(TextSegment("Button.", locale: "en-US")),
        ])
    }

    @Test func aKeysFirstClauseGoesBeforeTheRestOfAnothersSpeech() {
        let lane = FakeLane()
        let scheduler = SynthesisScheduler(lanes: [lane])
        let first = Stream()
        let second = Stream()
        scheduler.speak(session: 1, [(Self.request("Row 5, 15 items."), first)]) { _ in }
        // A clause its text goes on after is followed by an empty sentence, so espeak-ng pauses
        // after it as inside the text.
        #expect(lane.given == ["Row 5, ."])
        scheduler.speak(session: 2, [(Self.request("Row 6, 18 items."), second)]) { _ in }
        // 100 samples are far less than the lookahead: session 1's next clause is due, but the
        // second session's first clause goes first.
        lane.complete(samples: 100)
        #expect(lane.given == ["Row 5, .", "Row 6, ."])
        lane.complete(samples: 100)
        #expect(lane.given.last == "15 items.")
        #expect(first.flushes == 1, "each chunk's audio is sent on when it ends")
    }

    @Test func utterancesEndAfterTheirLastChunkWithWordMarksInPlace() {
        let lane = FakeLane()
        let scheduler = SynthesisScheduler(lanes: [lane])
        let stream = Stream()
        scheduler.speak(session: 1, [(Self.request("Row 5, 15 items."), stream)]) { _ in }
        lane.complete(samples: 100)
        lane.complete(samples: 50)
        #expect(stream.ends.isEmpty)
        lane.complete(samples: 70)
        #expect(lane.given == ["Row 5, .", "15 items.", "Button."])
        #expect(stream.ends == [.finished])
        #expect(stream.samples == 220)
        // The second clause is part 0 from character 7; "Button." is part 2 after 150 samples.
        #expect(
            stream.marks == [
                WordMark(part: 0, characterOffset: 0, length: 1, sample: 0),
                WordMark(part: 0, characterOffset: 7, length: 1, sample: 100),
                WordMark(part: 2, characterOffset: 0, length: 1, sample: 150),
            ])
    }

    @Test func newSpeechCancelsTheOldAndDropsWhatItHadNotStarted() {
        let lane = FakeLane()
        let scheduler = SynthesisScheduler(lanes: [lane])
        let busy = Mutex<[Bool]>([])
        let (old, waiting, new) = (Stream(), Stream(), Stream())
        scheduler.speak(session: 1, [(Self.request("Old, speech."), old)]) { value in busy.withLock { $0.append(value) }
        }
        let oldToken = lane.running
        // Session 2's speech waits behind session 1's chunk, then session 2 presses again.
        scheduler.speak(session: 2, [(Self.request("Waiting, speech."), waiting)]) { value in
            busy.withLock { $0.append(value) }
        }
        scheduler.speak(session: 2, [(Self.request("New, speech."), new)]) { _ in }
        #expect(waiting.ends == [.interrupted])
        #expect(busy.withLock { $0 } == [true], "a key whose speech never started shows the server busy")
        scheduler.speak(session: 1, [(Self.request("Newer, speech."), Stream())]) { _ in }
        #expect(busy.withLock { $0 } == [true, true], "nor one whose speech started and never sounded")
        #expect(old.ends == [.interrupted])
        #expect(lane.cancelled == [oldToken!])
        lane.complete(samples: 10, .interrupted)
        #expect(lane.given == ["Old, .", "New, ."], "what was replaced before it started is never synthesised")
        #expect(old.samples == 0, "a replaced chunk's audio goes nowhere")
    }

    @Test func theFirstAudioTellsWhetherTheServerKeptUp() async throws {
        let lane = FakeLane()
        let scheduler = SynthesisScheduler(lanes: [lane])
        let busy = Mutex<[Bool]>([])
        let report: @Sendable (Bool) -> Void = { value in busy.withLock { $0.append(value) } }
        scheduler.speak(session: 1, [(Self.request("Prompt, speech."), Stream())], busy: report)
        lane.complete(samples: 10)
        #expect(busy.withLock { $0 } == [false], "first audio at once")
        scheduler.speak(session: 1, [(Self.request("Late, speech."), Stream())], busy: report)
        #expect(busy.withLock { $0 } == [false], "speech that sounded may be cut short")
        lane.complete(samples: 0, .interrupted)
        #expect(lane.given.last == "Late, .", "taken at once")
        try await Task.sleep(for: SynthesisScheduler.busyAfter + .milliseconds(50))
        lane.complete(samples: 10)
        #expect(busy.withLock { $0 } == [false, true], "first audio later than the server's bound")
    }

    @Test func anUtteranceOfNothingEndsAtOnceAndTheOthersInTurn() {
        let lane = FakeLane()
        let scheduler = SynthesisScheduler(lanes: [lane])
        let (first, empty, last) = (Stream(), Stream(), Stream())
        scheduler.speak(
            session: 1, [(Self.request("One."), first), (SpeechRequest([]), empty), (Self.request("Two."), last)]
        ) {
            _ in
        }
        #expect(empty.ends == [.finished])
        lane.complete(samples: 10)
        lane.complete(samples: 10)
        #expect(first.ends == [.finished])
        lane.complete(samples: 10)
        lane.complete(samples: 10)
        #expect(last.ends == [.finished])
        #expect(lane.given == ["One.", "Button.", "Two.", "Button."])
    }

    @Test func aFailedChunkFailsItsUtteranceAndTheRestOfTheSpeech() {
        let lane = FakeLane()
        let scheduler = SynthesisScheduler(lanes: [lane])
        let (first, second) = (Stream(), Stream())
        scheduler.speak(session: 1, [(Self.request("One, two."), first), (Self.request("Three."), second)]) { _ in }
        lane.complete(samples: 10, .failed(.synthesisFailed("the synthesis process ended")))
        #expect(first.ends == [.failed(.synthesisFailed("the synthesis process ended"))])
        #expect(second.ends == first.ends)
        let next = Stream()
        scheduler.speak(session: 1, [(Self.request("Four."), next)]) { _ in }
        #expect(lane.given.last == "Four.", "the lane goes on with the next speech")
    }
}
