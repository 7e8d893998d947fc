import Foundation
import Synchronization

/// A request handed to the synthesizer: wait for it, or cancel it.
public final class SpeechTicket: Sendable {
    let flag = CancellationFlag()
    /// How far synthesis has come.
    public let progress = SpeechProgress()
    private let state = Mutex<State>(State())
    private let done = DispatchSemaphore(value: 0)

    private struct State {
        var completion: SpeechCompletion?
        var waiters: [CheckedContinuation<SpeechCompletion, Never>] = []
    }

    init() {}

    /// Stops the request at the next audio chunk. Its sink receives `finish(.interrupted)`.
    public func cancel() { flag.cancel() }

    /// Whether synthesis has ended.
    public var isComplete: Bool { state.withLock { $0.completion != nil } }

    /// Blocks until the request has finished synthesising (not until it has been heard).
    public func wait() -> SpeechCompletion {
        if let completion = state.withLock({ $0.completion }) { return completion }
        done.wait()
        done.signal()
        return state.withLock { $0.completion! }
    }

    /// The outcome, once synthesis has ended.
    public var completion: SpeechCompletion {
        get async {
            await withCheckedContinuation { continuation in
                let ready: SpeechCompletion? = state.withLock { state in
                    if let completion = state.completion { return completion }
                    state.waiters.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }

    func complete(_ completion: SpeechCompletion) {
        let waiters = state.withLock { state in
            state.completion = completion
            defer { state.waiters = [] }
            return state.waiters
        }
        done.signal()
        for waiter in waiters { waiter.resume(returning: completion) }
    }
}
