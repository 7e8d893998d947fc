import Foundation
import SpeechBridge
import Synchronization
import Utterances

/// Speaks utterances live, as VoiceOver does: a focus move (or any utterance but an
/// announcement) interrupts what is being said; an announcement waits until current speech has
/// ended. Each utterance given to it returns a ``SpokenUtterance`` telling whether it was heard
/// to its end or interrupted.
///
/// On a ``RealTimeSink`` such as `ALSAPlayer` an utterance ends when the device has played it,
/// so an announcement still waiting to be heard when focus moves is reported interrupted, as on
/// a phone; on any other output (memory, a file) it ends when it has been synthesised.
///
/// The speaker should be its output's only writer, and have a synthesizer of its own: its
/// interrupts cancel everything that synthesizer has pending. Safe to use from any thread.
public final class Speaker: Sendable {
    public let synthesizer: Synthesizer
    /// Where the audio goes: a sound device, memory, anything. To play and record at once, give
    /// the device and use the speaker's recording: a `TeeSink` does not play in real time, so
    /// utterances spoken into one end when synthesised rather than when heard.
    public let output: any AudioSink
    private let currentOptions: Mutex<SpeechOptions>
    private let realTime: (any RealTimeSink)?
    private let state: Mutex<State>
    /// Watches a real-time output play out the utterances it has been given.
    private let clock = DispatchQueue(label: "earshot.speaker")

    private struct State {
        /// Utterances that have not ended, oldest first, with the output frame at which each ends
        /// once it has been synthesised.
        var active: [(spoken: SpokenUtterance, end: Int?)] = []
        /// The output's frames played when it was last interrupted, and the samples written to it
        /// since: what is written now ends at frame `base + written`.
        var base: Int
        var written = 0
        var recording: (url: URL, samples: [Int16])?
        var watching = false
    }

    /// How often a real-time output is asked how far it has played.
    private static let watchInterval = DispatchTimeInterval.milliseconds(5)

    public init(
        synthesizer: Synthesizer, output: any AudioSink, options: SpeechOptions = SpeechOptions()
    ) {
        self.synthesizer = synthesizer
        self.output = output
        currentOptions = Mutex(options)
        realTime = output as? any RealTimeSink
        state = Mutex(State(base: realTime?.framesPlayed ?? 0))
    }

    /// The locale, rate and pitch of what is said from now on.
    public var options: SpeechOptions {
        get { currentOptions.withLock { $0 } }
        set { currentOptions.withLock { $0 = newValue } }
    }

    /// Says `utterance` as VoiceOver would: an announcement after current speech, anything else
    /// at once, interrupting current speech (and ending pending announcements as interrupted).
    @discardableResult
    public func say(_ utterance: Utterance) -> SpokenUtterance {
        submit(utterance, interrupting: utterance.cause != .announcement)
    }

    /// Says `utterance` after everything already given, whatever its cause (as read-all goes on
    /// from item to item).
    @discardableResult
    public func enqueue(_ utterance: Utterance) -> SpokenUtterance {
        submit(utterance, interrupting: false)
    }

    /// Silences everything: what is being said and everything waiting ends as interrupted.
    public func stop() {
        endActive()
        synthesizer.stop(UtteranceSink(speaker: self, spoken: nil))
    }

    /// Blocks until everything given so far has ended (on a real-time output: has been played).
    public func waitUntilIdle() {
        for spoken in state.withLock({ $0.active.map(\.spoken) }) { _ = spoken.wait() }
    }

    /// Starts recording everything said from now on (the utterances given after this call), to
    /// be written to `url` by ``stopRecording()``. Starting again restarts the recording.
    public func startRecording(to url: URL) {
        state.withLock { $0.recording = (url, []) }
    }

    /// Stops recording and writes what was recorded to its WAV file atomically; returns the file,
    /// or nil when nothing was being recorded. The recording holds what the output was sent, one
    /// utterance after another (interrupted ones up to their interrupt); call
    /// ``waitUntilIdle()`` first to include everything already said.
    @discardableResult
    public func stopRecording() throws(RenderingError) -> URL? {
        guard let recording = takeRecording() else { return nil }
        try RenderingError.writing(recording.url) {
            try WAVFile.write(recording.samples, to: recording.url)
        }
        return recording.url
    }

    /// Stops recording and hands over what was recorded, for the caller to write (and to keep
    /// when writing fails); nil when nothing was being recorded.
    public func takeRecording() -> (url: URL, samples: [Int16])? {
        state.withLock { state in
            defer { state.recording = nil }
            return state.recording
        }
    }

    // MARK: - Following the output

    private func submit(_ utterance: Utterance, interrupting: Bool) -> SpokenUtterance {
        if interrupting { endActive() }
        let spoken = SpokenUtterance(utterance)
        state.withLock { $0.active.append((spoken, nil)) }
        let request = UtteranceFormat.speech(voices: synthesizer.voices, options: options).render(utterance)
        let recorded = state.withLock { $0.recording != nil }
        let sink = UtteranceSink(speaker: self, spoken: spoken, recorded: recorded)
        if interrupting {
            synthesizer.speak(request, to: sink)
        } else {
            synthesizer.enqueue(request, to: sink)
        }
        return spoken
    }

    /// Ends every active utterance: those a real-time output has already played as finished,
    /// the rest as interrupted.
    private func endActive() {
        let played = realTime?.framesPlayed
        let active = state.withLock { state in
            defer { state.active = [] }
            return state.active
        }
        for (spoken, end) in active {
            let heard = if let end, let played { end <= played } else { false }
            spoken.end(heard ? .finished : .interrupted)
        }
    }

    fileprivate func outputWrote(_ samples: UnsafeBufferPointer<Int16>, recorded: Bool) {
        state.withLock { state in
            state.written += samples.count
            if recorded { state.recording?.samples.append(contentsOf: samples) }
        }
        output.write(samples)
    }

    fileprivate func outputInterrupted() {
        output.interrupt()
        let played = realTime?.framesPlayed ?? 0
        state.withLock { state in
            state.base = played
            state.written = 0
        }
    }

    fileprivate func synthesisEnded(_ spoken: SpokenUtterance, _ completion: SpeechCompletion) {
        guard completion == .finished, realTime != nil else {
            // Utterances end in the order given: the one ending is found at the front, so a
            // long backlog is not walked.
            state.withLock { state in
                if let index = state.active.firstIndex(where: { $0.spoken === spoken }) {
                    state.active.remove(at: index)
                }
            }
            spoken.end(completion)
            return
        }
        state.withLock { state in
            if let index = state.active.firstIndex(where: { $0.spoken === spoken }) {
                state.active[index].end = state.base + state.written
            }
        }
        settle()
    }

    /// Ends the utterances a real-time output has played, and keeps watching while any remain.
    private func settle() {
        guard let played = realTime?.framesPlayed else { return }
        let (heard, watch) = state.withLock { state in
            let heard = state.active.filter { $0.end.map { $0 <= played } ?? false }.map(\.spoken)
            state.active.removeAll { $0.end.map { $0 <= played } ?? false }
            let watch = !state.watching && state.active.contains { $0.end != nil }
            if watch { state.watching = true }
            return (heard, watch)
        }
        for spoken in heard { spoken.end(.finished) }
        guard watch else { return }
        clock.asyncAfter(deadline: .now() + Self.watchInterval) { [weak self] in
            self?.state.withLock { $0.watching = false }
            self?.settle()
        }
    }
}

/// The sink of one request a ``Speaker`` makes: passes the audio to the speaker's output and
/// tells the speaker what went out and how the request ended.
private final class UtteranceSink: AudioSink {
    let speaker: Speaker
    /// The utterance being spoken; nil for the empty request that stops speech.
    let spoken: SpokenUtterance?
    /// Whether a recording was running when the utterance was given: it records what is said
    /// from then on, not the end of what was already being said.
    let recorded: Bool

    init(speaker: Speaker, spoken: SpokenUtterance?, recorded: Bool = false) {
        self.speaker = speaker
        self.spoken = spoken
        self.recorded = recorded
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) { speaker.outputWrote(samples, recorded: recorded) }

    func mark(_ mark: WordMark) { speaker.output.mark(mark) }

    func finish(_ completion: SpeechCompletion) {
        guard let spoken else { return }
        speaker.output.finish(completion)
        speaker.synthesisEnded(spoken, completion)
    }

    func interrupt() { speaker.outputInterrupted() }
}
