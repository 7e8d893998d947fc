import Testing

@testable import Workshop

/// The order chunks of speech are synthesised in, on plain values: first chunks first, the
/// rest just ahead of playback, replaced speech dropped, sessions in the order their keys came.
@Suite struct SynthesisQueueTests {
    let start = ContinuousClock.now
    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    @Test func theFirstChunkOfNewSpeechGoesBeforeTheRestOfOlderSpeech() {
        var queue = SynthesisQueue(lookahead: .milliseconds(400))
        let (a, _) = queue.add(session: 1, chunks: 3, now: at(0))
        let next1 = queue.next(now: at(0))
        #expect(next1 == .init(job: a, session: 1, chunk: 0, waited: .zero))
        // Session 1's first chunk is 100 ms of sound: its second is due at once.
        let done1 = queue.ended(job: a, session: 1, audio: .milliseconds(100))
        #expect(!done1)
        let (b, _) = queue.add(session: 2, chunks: 2, now: at(5))
        let next2 = queue.next(now: at(10))
        #expect(next2?.job == b)
        let next3 = queue.next(now: at(10))
        #expect(next3 == .init(job: a, session: 1, chunk: 1, waited: nil))
    }

    @Test func theRestOfAnUtteranceWaitsUntilPlaybackNeedsIt() {
        var queue = SynthesisQueue(lookahead: .milliseconds(400))
        let (a, _) = queue.add(session: 1, chunks: 2, now: at(0))
        _ = queue.next(now: at(0))
        let done2 = queue.ended(job: a, session: 1, audio: .milliseconds(1_000))
        #expect(!done2)
        // A second of sound started at 0: the next chunk is needed 400 ms before it runs out.
        let next4 = queue.next(now: at(100))
        #expect(next4 == nil)
        #expect(queue.nextDue() == at(600))
        let next5 = queue.next(now: at(600))
        #expect(next5 == .init(job: a, session: 1, chunk: 1, waited: nil))
        let done = queue.ended(job: a, session: 1, audio: .milliseconds(500))
        #expect(done, "the last chunk ends the job")
        #expect(queue.jobs.isEmpty)
    }

    @Test func speechReplacedBeforeItStartedIsNeverSynthesised() {
        var queue = SynthesisQueue(lookahead: .milliseconds(400))
        let (old, _) = queue.add(session: 1, chunks: 3, now: at(0))
        let (new, replaced) = queue.add(session: 1, chunks: 2, now: at(20))
        #expect(replaced?.id == old)
        #expect(replaced?.started == 0)
        var handed: [UInt64] = []
        while let dispatch = queue.next(now: at(5_000)) {
            handed.append(dispatch.job)
            _ = queue.ended(job: dispatch.job, session: 1, audio: .milliseconds(10))
        }
        #expect(handed == [new, new])
    }

    @Test func speechReplacedInProgressIsNotGoneOnWith() {
        var queue = SynthesisQueue(lookahead: .milliseconds(400))
        let (old, _) = queue.add(session: 1, chunks: 3, now: at(0))
        _ = queue.next(now: at(0))
        let (new, replaced) = queue.add(session: 1, chunks: 1, now: at(10))
        #expect(replaced?.inProgress == true, "the scheduler cancels its chunk")
        // The old chunk's end changes nothing.
        let done3 = queue.ended(job: old, session: 1, audio: .milliseconds(100))
        #expect(!done3)
        let next6 = queue.next(now: at(20))
        #expect(next6?.job == new)
        let next7 = queue.next(now: at(20))
        #expect(next7 == nil)
    }

    @Test func sessionsAreServedInTheOrderTheirKeysCame() {
        var queue = SynthesisQueue(lookahead: .milliseconds(400))
        _ = queue.add(session: 1, chunks: 1, now: at(0))
        _ = queue.add(session: 2, chunks: 1, now: at(1))
        _ = queue.add(session: 3, chunks: 1, now: at(2))
        // Session 1 presses again: its new key goes behind the others', not before them.
        _ = queue.add(session: 1, chunks: 1, now: at(3))
        var order: [Int] = []
        while let dispatch = queue.next(now: at(50)) { order.append(dispatch.session) }
        #expect(order == [2, 3, 1])
    }

    @Test func aFirstChunkSaysHowLongItWaited() {
        var queue = SynthesisQueue(lookahead: .milliseconds(400))
        _ = queue.add(session: 1, chunks: 2, now: at(0))
        let next8 = queue.next(now: at(120))
        #expect(next8?.waited == .milliseconds(120))
    }
}
