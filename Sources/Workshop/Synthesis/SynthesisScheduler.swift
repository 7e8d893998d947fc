import Foundation
import SpeechBridge
import Synchronization

/// Where a stream of speech goes, chunk by chunk: an ``AudioSink`` that sends on what it holds
/// when told that the chunk so far has ended, since the next may be a while coming.
protocol SpeechStreamSink: AudioSink {
    func flush()
}

/// Every session's speech, synthesised in chunks (``SpeechChunk``) over the lanes, in
/// ``SynthesisQueue``'s order: first chunks first, the rest just ahead of playback, a session's
/// new speech replacing its old.
final class SynthesisScheduler: Sendable {
    let lanes: [any SynthesisLane]
    private let limits: SpeechLimits
    private let state: Mutex<State>
    private let sessions = Atomic<Int>(0)
    /// Speech whose first audio came longer than this after it was asked for (or was still
    /// waiting for a lane after it) tells its session that the server is busy.
    static let busyAfter = Duration.milliseconds(100)
    /// How far ahead of playback the rest of an utterance is synthesised: far more than a
    /// chunk takes to reach the page under load, and less than a first clause lasts (about
    /// half a second), so that a key pressed on within a quarter second leaves the rest of the
    /// speech it replaces unmade. (At 400 ms, `earshot bench serve` measured a third of the
    /// capacity: most keys paid for their second clause too.)
    static let lookahead = Duration.milliseconds(250)

    /// Why there is no speech at all, when there is none (the pages are told).
    let problem: String?

    /// A session's speech: the utterances, each cut into chunks, and how far they have come.
    private struct Speech {
        var chunks: [SpeechChunk]
        /// The utterance each chunk is of.
        var utteranceOfChunk: [Int]
        var sinks: [any SpeechStreamSink]
        var busy: @Sendable (Bool) -> Void
        /// Utterances whose sinks are finished.
        var finished = 0
        /// Samples of the current utterance synthesised so far.
        var samples = 0
        /// Whether any audio of this speech has gone out.
        var sounded = false
        /// The chunk a lane has now.
        var running: (lane: Int, token: UInt64, sink: ChunkSink)?
    }

    private struct State {
        var queue: SynthesisQueue
        var free: [Int]
        var speech: [UInt64: Speech] = [:]
        var nextToken: UInt64 = 1
        /// When a pump is already set to run for chunks becoming due.
        var wakeAt: ContinuousClock.Instant?
        var closed = false
    }

    init(lanes: [any SynthesisLane], limits: SpeechLimits = .fromEnvironment(), problem: String? = nil) {
        self.lanes = lanes
        self.limits = limits
        self.problem = problem
        state = Mutex(State(queue: SynthesisQueue(lookahead: Self.lookahead), free: Array(lanes.indices)))
    }

    /// A number naming a new session's speech.
    func newSession() -> Int {
        sessions.add(1, ordering: .relaxed).newValue
    }

    /// Speaks `utterances` one after another for `session`, replacing what it was saying.
    /// `busy` is told, from any thread, whether the server kept up with this speech's first chunk.
    func speak(
        session: Int, _ utterances: [(request: SpeechRequest, sink: any SpeechStreamSink)],
        busy: @escaping @Sendable (Bool) -> Void
    ) {
        // Utterances over the limits fail, and utterances of nothing end, at once.
        var ended: [(any SpeechStreamSink, SpeechCompletion)] = []
        var speech = Speech(chunks: [], utteranceOfChunk: [], sinks: [], busy: busy)
        for (request, sink) in utterances {
            if let error = limits.check(request) {
                ended.append((sink, .failed(error)))
                continue
            }
            let chunks = SpeechChunk.split(request)
            guard !chunks.isEmpty else {
                ended.append((sink, .finished))
                continue
            }
            speech.utteranceOfChunk += Array(repeating: speech.sinks.count, count: chunks.count)
            speech.chunks += chunks
            speech.sinks.append(sink)
        }
        let replaced = state.withLock { state in
            let (id, replaced) = state.queue.add(session: session, chunks: speech.chunks.count, now: .now)
            if !speech.chunks.isEmpty { state.speech[id] = speech }
            return replaced.flatMap { state.speech.removeValue(forKey: $0.id) }
        }
        if let speech = replaced {
            end(speech, .interrupted)
            // Speech replaced before any of it sounded is a key without its speech.
            if !speech.sounded && speech.running?.sink.hasSounded != true { speech.busy(true) }
        }
        for (sink, completion) in ended { sink.finish(completion) }
        pump()
    }

    /// Stops `session`'s speech.
    func stop(session: Int) {
        let stopped = state.withLock { state in
            state.queue.remove(session: session).flatMap { state.speech.removeValue(forKey: $0.id) }
        }
        end(stopped, .interrupted)
    }

    /// Ends every lane.
    func close() {
        state.withLock { $0.closed = true }
        for lane in lanes { lane.close() }
    }

    /// Ends what is left of `speech`: its running chunk cancelled, its unfinished utterances
    /// finished with `completion`.
    private func end(_ speech: Speech?, _ completion: SpeechCompletion) {
        guard let speech else { return }
        if let running = speech.running {
            running.sink.drop()
            lanes[running.lane].cancel(running.token)
        }
        for sink in speech.sinks[speech.finished...] { sink.finish(completion) }
    }

    /// Hands chunks to free lanes while some are due, and sets a wake-up for the next to fall due.
    private func pump() {
        let now = ContinuousClock.now
        let (dispatches, wake) = state.withLock { state -> ([Handout], Duration?) in
            guard !state.closed else { return ([], nil) }
            if let wakeAt = state.wakeAt, wakeAt <= now { state.wakeAt = nil }
            var dispatches: [Handout] = []
            while !state.free.isEmpty, let dispatch = state.queue.next(now: now),
                var speech = state.speech[dispatch.job]
            {
                let lane = state.free.removeLast()
                let token = state.nextToken
                state.nextToken += 1
                if dispatch.chunk > 0,
                    speech.utteranceOfChunk[dispatch.chunk - 1] != speech.utteranceOfChunk[dispatch.chunk]
                {
                    speech.samples = 0
                }
                let chunk = speech.chunks[dispatch.chunk]
                // The first audio of the speech tells whether the server kept up with it.
                let firstSound = dispatch.waited.map { waited in
                    let asked = now - waited
                    return { @Sendable [busy = speech.busy] in busy(.now - asked > Self.busyAfter) }
                }
                let sink = ChunkSink(
                    stream: speech.sinks[speech.utteranceOfChunk[dispatch.chunk]], chunk: chunk,
                    samplesBefore: speech.samples, firstSound: firstSound
                ) { [weak self] samples, completion in
                    self?.ended(dispatch, lane: lane, samples: samples, completion: completion)
                }
                speech.running = (lane, token, sink)
                state.speech[dispatch.job] = speech
                dispatches.append(Handout(dispatch: dispatch, lane: lane, token: token, sink: sink, speech: speech))
            }
            // A lane left free waits for the next chunk to fall due; while every lane is busy,
            // the next to finish pumps again.
            var wake: Duration?
            if !state.free.isEmpty, let due = state.queue.nextDue(), due > now,
                state.wakeAt.map({ due < $0 }) ?? true
            {
                state.wakeAt = due
                wake = due - now
            }
            return (dispatches, wake)
        }
        for handout in dispatches {
            if let waited = handout.dispatch.waited, waited > Self.busyAfter { handout.speech.busy(true) }
            lanes[handout.lane].synthesize(
                handout.speech.chunks[handout.dispatch.chunk].request, token: handout.token, into: handout.sink)
        }
        if let wake {
            let seconds = Double(wake.components.seconds) + Double(wake.components.attoseconds) / 1e18
            DispatchQueue.global(qos: .userInteractive).asyncAfter(deadline: .now() + max(seconds, 0)) {
                [weak self] in self?.pump()
            }
        }
    }

    private struct Handout {
        var dispatch: SynthesisQueue.Dispatch
        var lane: Int
        var token: UInt64
        var sink: ChunkSink
        var speech: Speech
    }

    /// A lane finished a chunk: its utterance ends when it was its last (or failed), and the
    /// lane takes the next chunk due.
    private func ended(_ dispatch: SynthesisQueue.Dispatch, lane: Int, samples: Int, completion: SpeechCompletion) {
        var finishing: [(any SpeechStreamSink, SpeechCompletion)] = []
        state.withLock { state in
            state.free.append(lane)
            guard var speech = state.speech[dispatch.job] else { return }
            speech.running = nil
            speech.samples += samples
            speech.sounded = speech.sounded || samples > 0
            var completion = completion
            if completion == .finished, speech.samples > limits.maximumSamples {
                completion = .failed(.audioTooLong(limitSeconds: limits.maximumAudioSeconds))
            }
            let failed = completion != .finished
            let done = state.queue.ended(
                job: dispatch.job, session: dispatch.session, audio: .seconds(PCMFormat.seconds(samples: samples)),
                failed: failed)
            let utterance = speech.utteranceOfChunk[dispatch.chunk]
            if failed {
                for sink in speech.sinks[speech.finished...] { finishing.append((sink, completion)) }
            } else if dispatch.chunk + 1 == speech.chunks.count
                || speech.utteranceOfChunk[dispatch.chunk + 1] != utterance
            {
                finishing.append((speech.sinks[utterance], .finished))
                speech.finished = utterance + 1
            }
            if done { state.speech[dispatch.job] = nil } else { state.speech[dispatch.job] = speech }
        }
        for (sink, completion) in finishing { sink.finish(completion) }
        pump()
    }
}

/// One chunk's audio on its way into its utterance's stream: word marks placed in the whole
/// utterance, and nothing more once the chunk's speech has been replaced.
final class ChunkSink: AudioSink {
    private let stream: any SpeechStreamSink
    private let chunk: SpeechChunk
    private let samplesBefore: Int
    private let firstSound: (@Sendable () -> Void)?
    private let ended: @Sendable (Int, SpeechCompletion) -> Void
    private let written = Atomic<Int>(0)
    private let dropped = Atomic<Bool>(false)

    /// `firstSound` is called when the chunk's first samples go into the stream.
    init(
        stream: any SpeechStreamSink, chunk: SpeechChunk, samplesBefore: Int, firstSound: (@Sendable () -> Void)? = nil,
        ended: @escaping @Sendable (Int, SpeechCompletion) -> Void
    ) {
        self.stream = stream
        self.chunk = chunk
        self.samplesBefore = samplesBefore
        self.firstSound = firstSound
        self.ended = ended
    }

    /// The chunk's speech was replaced: what is still synthesised of it goes nowhere.
    func drop() { dropped.store(true, ordering: .releasing) }

    /// Whether samples of the chunk have gone into the stream (and so to its pages).
    var hasSounded: Bool { written.load(ordering: .acquiring) > 0 }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        guard !dropped.load(ordering: .acquiring), !samples.isEmpty else { return }
        stream.write(samples)
        if written.add(samples.count, ordering: .releasing).oldValue == 0 { firstSound?() }
    }

    func mark(_ mark: WordMark) {
        guard !dropped.load(ordering: .acquiring) else { return }
        stream.mark(
            WordMark(
                part: chunk.firstPart + mark.part, characterOffset: chunk.characterOffset + mark.characterOffset,
                length: mark.length, sample: samplesBefore + mark.sample))
    }

    func finish(_ completion: SpeechCompletion) {
        if !dropped.load(ordering: .acquiring) { stream.flush() }
        ended(written.load(ordering: .relaxed), completion)
    }
}
