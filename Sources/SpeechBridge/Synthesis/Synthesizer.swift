import Synchronization
import Voices

/// Turns ``SpeechRequest``s into audio with libespeak-ng, streaming each chunk to an
/// ``AudioSink`` as it is produced.
///
/// Safe to use from any thread or task: all espeak-ng calls happen on one thread the bridge owns.
/// Every synthesizer in a process shares that thread, so `speak` interrupts whatever is
/// being spoken, whichever synthesizer started it. The commands use a synthesizer whose
/// libespeak-ng runs in a worker process instead (``init(voices:worker:)``), so that
/// a crash of the library on some text ends only the worker.
public final class Synthesizer: Sendable {
    public let voices: VoiceCatalog
    /// What one request may ask for.
    public let limits: SpeechLimits
    private let engine: Engine
    /// Requests submitted and not yet complete, oldest first (the thread completes them in order).
    private let pending = Mutex<[SpeechTicket]>([])
    /// Each locale's voice profile, looked up once rather than for every segment spoken.
    private let profiles: VoiceProfileCache

    /// A synthesizer speaking with the voices in `voices`, each request within `limits`. Throws
    /// when libespeak-ng cannot start (for instance, when its data is missing).
    public init(voices: VoiceCatalog, limits: SpeechLimits = .fromEnvironment()) throws(SpeechError) {
        self.voices = voices
        self.limits = limits
        profiles = VoiceProfileCache(voices: voices)
        let thread = SynthesisThread.shared
        engine = .thread(thread)
        if case .failure(let error) = thread.sampleRate { throw error }
    }

    /// A synthesizer whose libespeak-ng runs in a worker process started with `worker` (the
    /// `earshot` executable, ``SynthesisWorker/commandName`` and its options, which give it the
    /// same voices, and the limits of the environment both share). When the library crashes,
    /// the request it was saying fails, saying so, and the next ones go to a new worker. Throws
    /// when the worker cannot be started.
    ///
    /// With `forkingFirst`, the first worker is this process forked instead: a command that
    /// speaks once (`say`) does not start the executable again. Only while no other thread of
    /// the process is at work.
    package init(voices: VoiceCatalog, worker: [String], forkingFirst: Bool = false) throws(SpeechError) {
        self.voices = voices
        limits = .fromEnvironment()
        profiles = VoiceProfileCache(voices: voices)
        do {
            engine = .process(try SynthesisProcess(command: worker, forkingFirst: forkingFirst ? voices : nil))
        } catch {
            throw .engineUnavailable(error.description)
        }
    }

    /// Starts libespeak-ng on this process's synthesis thread and reads its voices there,
    /// without waiting: a command about to speak calls it first, so that the library is ready
    /// by the time the rest of its start-up is done (and so is a worker forked afterwards).
    package static func startLibrary() {
        SynthesisThread.shared.submit { _ in try? EspeakEngine.prepareLibrary() }
    }

    /// Readies this process to be forked into one that synthesises (`earshot listen`'s work
    /// items, a forked synthesis worker): libespeak-ng initialised, synthesising nothing, so
    /// that the copy starts its synthesizer without initialising the library again, with the
    /// library as a fresh one would be; and the Swift runtime's first generic type of the
    /// Synchronization library (a buffer's mutex) made and freed. Without the latter, the
    /// copy's two threads (the one that forked and its synthesis thread), each freeing its first
    /// such value, could both wait for the library's one-time setup for ever. Call on the
    /// thread that forks, before any synthesis thread of the process starts or on that thread.
    /// Throws when the library cannot start.
    package static func prepareFork() throws(SpeechError) {
        _ = PCMBuffer()
        try EspeakEngine.prepareLibrary()
    }

    /// Ends the worker process libespeak-ng runs in, once it has said what it was given, and
    /// waits until it has: a command calls it before it ends, so that no worker outlives it.
    /// Nothing can be said afterwards. Does nothing for a synthesizer without a worker.
    package func close() {
        if case .process(let process) = engine { process.close() }
    }

    /// The process id of the worker libespeak-ng runs in, while one runs; nil for a
    /// synthesizer without one.
    package var workerProcessID: Int32? {
        if case .process(let process) = engine { process.workerID } else { nil }
    }

    /// Where libespeak-ng runs.
    private enum Engine {
        /// In this process, on its one synthesis thread.
        case thread(SynthesisThread)
        /// In a worker process.
        case process(SynthesisProcess)
    }

    /// Speaks `request` into `sink`, first interrupting everything still being synthesised and
    /// whatever `sink` is still playing (as a focus move does on a phone).
    @discardableResult
    public func speak(_ request: SpeechRequest, to sink: any AudioSink) -> SpeechTicket {
        let tickets = pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
        for ticket in tickets { ticket.cancel() }
        sink.interrupt()
        return enqueue(request, to: sink)
    }

    /// Speaks `request` into `sink` after everything already requested (as an announcement
    /// waits for current speech).
    @discardableResult
    public func enqueue(_ request: SpeechRequest, to sink: any AudioSink) -> SpeechTicket {
        submit(request, to: sink, interruptible: true)
    }

    /// Queues `request` on the synthesis thread; an interruptible request is one that a later
    /// ``speak(_:to:)`` cancels.
    private func submit(_ request: SpeechRequest, to sink: any AudioSink, interruptible: Bool) -> SpeechTicket {
        let ticket = SpeechTicket()
        if interruptible {
            pending.withLock { pending in
                // Only the completed requests at the front are looked at: what is waiting is never
                // walked, however long the session has run.
                pending.removeFirst(pending.prefix { $0.isComplete }.count)
                pending.append(ticket)
            }
        }
        let profiles = self.profiles
        let limits = self.limits
        let thread: SynthesisThread
        switch engine {
        case .thread(let shared): thread = shared
        case .process(let process):
            // Checked here, so that text too long fails at once, as on the thread; the worker
            // has the same limits, its environment's.
            if let tooLong = limits.check(request) {
                ticket.end(.failed(tooLong), into: sink)
            } else {
                process.submit(request, to: sink, ticket: ticket)
            }
            return ticket
        }
        thread.submit { engine in
            let render = RenderContext(
                sink: sink, flag: ticket.flag, progress: ticket.progress, limits: limits)
            let completion: SpeechCompletion
            if let tooLong = limits.check(request) {
                completion = .failed(tooLong)
            } else if let engine {
                completion = Self.render(request, profiles: profiles, engine: engine, into: render)
            } else {
                completion = .failed(.engineUnavailable("espeak-ng did not start"))
            }
            ticket.end(completion, into: sink)
        }
        return ticket
    }

    /// Synthesises `request` completely into memory, after everything already requested. It is
    /// a render, not speech: speech started later with ``speak(_:to:)`` does not cut it short.
    public func synthesize(_ request: SpeechRequest) throws(SpeechError) -> PCMBuffer {
        let buffer = PCMBuffer()
        try synthesize(request, into: buffer)
        return buffer
    }

    /// Synthesises `request` completely into `sink`, as ``synthesize(_:)`` does into a buffer
    /// of its own.
    package func synthesize(_ request: SpeechRequest, into sink: any AudioSink) throws(SpeechError) {
        switch submit(request, to: sink, interruptible: false).wait() {
        case .finished, .interrupted: return
        case .failed(let error): throw error
        }
    }

    /// Interrupts everything being synthesised, and whatever `sink` is playing.
    public func stop(_ sink: (any AudioSink)? = nil) {
        speak(SpeechRequest([]), to: sink ?? DiscardingSink())
    }

    /// Blocks until every request submitted so far has been synthesised.
    public func waitUntilIdle() {
        _ = enqueue(SpeechRequest([]), to: DiscardingSink()).wait()
    }

    private static func render(
        _ request: SpeechRequest, profiles: VoiceProfileCache, engine: EspeakEngine,
        into render: RenderContext
    ) -> SpeechCompletion {
        render.progress.begin(characters: request.characterCount)
        var charactersBefore = 0
        do {
            for (index, part) in request.parts.enumerated() {
                if render.isCancelled { break }
                render.part = index
                render.partCharacterStart = charactersBefore
                switch part {
                case .silence(let milliseconds):
                    render.writeSilence(milliseconds: milliseconds)
                case .tone(let tone):
                    render.write(generated: tone.samples())
                case .text(let segment):
                    try speak(segment, profiles: profiles, engine: engine, into: render)
                    charactersBefore += segment.text.unicodeScalars.count
                }
            }
        } catch {
            engine.reset()
            return .failed(error)
        }
        if render.reachedAudioLimit {
            engine.reset()
            return .failed(.audioTooLong(limitSeconds: render.limits.maximumAudioSeconds))
        }
        if render.isCancelled {
            engine.reset()
            return .interrupted
        }
        return .finished
    }

    private static func speak(
        _ segment: TextSegment, profiles: VoiceProfileCache, engine: EspeakEngine,
        into render: RenderContext
    ) throws(SpeechError) {
        let profile = try profiles.profile(for: segment.locale)
        let settings = VoiceSettings(profile: profile, prosody: segment.prosody)
        if segment.isSSML {
            render.pieceOffset = 0
            render.pieceSpaces = []
            _ = try engine.synthesize(
                SafeText.markup(segment.text), ssml: true, voice: profile.espeakVoice,
                settings: settings, into: render)
            return
        }
        let pieces = SafeText.pieces(of: segment.text)
        for (index, piece) in pieces.enumerated() {
            render.pieceOffset = piece.offset
            render.pieceSpaces = piece.spaces
            let completed = try engine.synthesize(
                index < pieces.count - 1 ? SafeText.continuing(piece.text) : piece.text, ssml: false,
                voice: profile.espeakVoice, settings: settings, into: render)
            if !completed { return }
        }
    }
}

extension VoiceSettings {
    /// The profile's defaults overridden by the segment's prosody, clamped to espeak-ng's ranges.
    init(profile: VoiceProfile, prosody: Prosody) {
        self.init(
            rate: (prosody.rate ?? profile.rate).clamped(to: 80...450),
            pitch: (prosody.pitch ?? profile.pitch).clamped(to: 0...100),
            pitchRange: (prosody.pitchRange ?? profile.pitchRange).clamped(to: 0...100),
            volume: (prosody.volume ?? 100).clamped(to: 0...200),
            raiseCapitals: prosody.raiseCapitals)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
