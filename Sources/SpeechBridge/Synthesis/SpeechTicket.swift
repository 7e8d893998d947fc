import Synchronization

/// A request handed to the synthesizer: wait for it, or cancel it.
public final class SpeechTicket: Sendable {
    let flag = CancellationFlag()
    /// Tells a synthesis process of the cancel (``SynthesisProcess``).
    private let cancelHook = Mutex<(@Sendable () -> Void)?>(nil)
    /// How far synthesis has come.
    public let progress = SpeechProgress()
    private let outcome = OneShot<SpeechCompletion>()

    init() {}

    /// Stops the request at the next audio chunk. Its sink receives `finish(.interrupted)`.
    public func cancel() {
        flag.cancel()
        cancelHook.withLock { $0 }?()
    }

    /// Calls `hook` on every later ``cancel()``.
    func onCancel(_ hook: @escaping @Sendable () -> Void) {
        cancelHook.withLock { $0 = hook }
    }

    /// Whether synthesis has ended.
    public var isComplete: Bool { outcome.value != nil }

    /// Blocks until the request has finished synthesising (not until it has been heard).
    public func wait() -> SpeechCompletion { outcome.wait() }

    /// The outcome, once synthesis has ended.
    public var completion: SpeechCompletion {
        get async { await outcome.arrival }
    }

    /// Ends the request: its progress at its end, `sink` told how, then whoever waits.
    func end(_ completion: SpeechCompletion, into sink: any AudioSink) {
        progress.end()
        sink.finish(completion)
        outcome.set(completion)
    }
}
