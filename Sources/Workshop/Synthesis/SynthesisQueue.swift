import DequeModule
import HeapModule

/// The order speech is synthesised in when many sessions speak at once: the policy of
/// ``SynthesisScheduler``, kept apart from its threads and processes so that it can be tested
/// with plain values.
///
/// - The first chunk of each session's newest speech goes before anything else, in the order
///   the keys came: what a person waits for is the first sound after a key.
/// - The rest of an utterance is synthesised only ``lookahead`` ahead of its playback, which is
///   counted from when its first chunk started; among those due, the one whose audio runs out
///   first goes first.
/// - A session's new speech replaces its old: a job not started is dropped unsynthesised, and
///   the chunk of one in progress is cancelled.
struct SynthesisQueue {
    typealias Instant = ContinuousClock.Instant

    /// How far ahead of playback the rest of an utterance is synthesised.
    let lookahead: Duration

    init(lookahead: Duration) {
        self.lookahead = lookahead
    }

    /// One session's speech: its chunks, in order, and how far they have come.
    struct Job: Sendable {
        let id: UInt64
        let session: Int
        let chunks: Int
        let queued: Instant
        /// Chunks handed to a lane so far; the last of them may still be in progress.
        var started = 0
        var inProgress = false
        /// When the first chunk started: the page starts playing then.
        var playbackStart: Instant?
        /// The audio of the chunks done.
        var audio: Duration = .zero

        /// When the audio synthesised so far has played out.
        var runsOut: Instant? { playbackStart.map { $0 + audio } }
    }

    /// Jobs by session: each session has at most one.
    private(set) var jobs: [Int: Job] = [:]
    private var nextID: UInt64 = 1
    /// Jobs whose first chunk waits, in the order they came. Entries of jobs since replaced or
    /// removed stay until they come to the front (``Waiting/isCurrent(in:)``): each key is
    /// looked at a few times, not once per key of the room.
    private var firstChunks: Deque<Waiting> = []
    /// Jobs whose next chunk waits for its time, the one whose audio runs out first on top.
    private var laterChunks: Heap<Waiting> = []

    /// A job waiting for its next chunk, ordered by when its audio runs out.
    private struct Waiting: Comparable {
        var runsOut: Instant
        var id: UInt64
        var session: Int

        static func < (lhs: Waiting, rhs: Waiting) -> Bool { (lhs.runsOut, lhs.id) < (rhs.runsOut, rhs.id) }

        /// Whether the job is still the session's and waits for its next chunk.
        func isCurrent(in jobs: [Int: Job]) -> Bool {
            guard let job = jobs[session] else { return false }
            return job.id == id && !job.inProgress && job.started < job.chunks
        }
    }

    /// A chunk a lane is to synthesise, and how long its job had waited when it is the first.
    struct Dispatch: Equatable, Sendable {
        var job: UInt64
        var session: Int
        var chunk: Int
        /// For a job's first chunk, how long since the job came.
        var waited: Duration?
    }

    /// Adds a session's new speech of `chunks` chunks; returns its id and the job it replaces.
    mutating func add(session: Int, chunks: Int, now: Instant) -> (id: UInt64, replaced: Job?) {
        let id = nextID
        nextID += 1
        let replaced = jobs[session]
        jobs[session] = Job(id: id, session: session, chunks: chunks, queued: now)
        if chunks == 0 {
            jobs[session] = nil
        } else {
            firstChunks.append(Waiting(runsOut: now, id: id, session: session))
        }
        return (id, replaced)
    }

    /// Removes a session's job (its speech stopped); returns it.
    mutating func remove(session: Int) -> Job? {
        jobs.removeValue(forKey: session)
    }

    /// The chunk a free lane takes at `now`, or nil when none is due.
    mutating func next(now: Instant) -> Dispatch? {
        while let waiting = firstChunks.popFirst() {
            if waiting.isCurrent(in: jobs) { return dispatch(waiting.session, now: now) }
        }
        while let waiting = laterChunks.min {
            guard waiting.isCurrent(in: jobs) else {
                laterChunks.removeMin()
                continue
            }
            guard waiting.runsOut - lookahead <= now else { return nil }
            laterChunks.removeMin()
            return dispatch(waiting.session, now: now)
        }
        return nil
    }

    /// Hands the next chunk of `session`'s job to a lane.
    private mutating func dispatch(_ session: Int, now: Instant) -> Dispatch? {
        guard var job = jobs[session] else { return nil }
        let dispatch = Dispatch(
            job: job.id, session: session, chunk: job.started, waited: job.started == 0 ? now - job.queued : nil)
        if job.started == 0 { job.playbackStart = now }
        job.started += 1
        job.inProgress = true
        jobs[session] = job
        return dispatch
    }

    /// A chunk of job `id` ended with `audio` of sound; returns whether the job is done (its
    /// last chunk ended, or it failed), false too when the job is no longer queued.
    mutating func ended(job id: UInt64, session: Int, audio: Duration, failed: Bool = false) -> Bool {
        guard var job = jobs[session], job.id == id else { return false }
        job.inProgress = false
        job.audio += audio
        if failed || job.started == job.chunks {
            jobs[session] = nil
            return true
        }
        jobs[session] = job
        if let runsOut = job.runsOut { laterChunks.insert(Waiting(runsOut: runsOut, id: id, session: session)) }
        return false
    }

    /// When the next of the chunks waiting for their time falls due; nil when none waits. Once
    /// ``next(now:)`` has nothing for a free lane, that is later than now.
    mutating func nextDue() -> Instant? {
        while let waiting = laterChunks.min {
            if waiting.isCurrent(in: jobs) { return waiting.runsOut - lookahead }
            laterChunks.removeMin()
        }
        return nil
    }
}
