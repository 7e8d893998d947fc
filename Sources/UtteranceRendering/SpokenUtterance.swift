import Foundation
import SpeechBridge
import Synchronization
import Utterances

/// An utterance handed to a ``Speaker``, to learn how it ended: `.finished` once it has been
/// heard to its end (or, on an output that does not play in real time, synthesised to its end),
/// `.interrupted` when newer speech or a stop cut it short, `.failed` when it could not be
/// spoken. An announcement's outcome is what UIAccessibility's announcement-did-finish
/// notification reports as `wasSuccessful`.
public final class SpokenUtterance: Sendable {
    public let utterance: Utterance
    private let state = Mutex<State>(State())
    private let ended = DispatchGroup()

    private struct State {
        var outcome: SpeechCompletion?
        var waiters: [CheckedContinuation<SpeechCompletion, Never>] = []
    }

    init(_ utterance: Utterance) {
        self.utterance = utterance
        ended.enter()
    }

    /// How it ended, or nil while it is still to be heard.
    public var outcome: SpeechCompletion? { state.withLock { $0.outcome } }

    /// Blocks until it has ended.
    public func wait() -> SpeechCompletion {
        ended.wait()
        return state.withLock { $0.outcome! }
    }

    /// How it ended, once it has.
    public var completion: SpeechCompletion {
        get async {
            await withCheckedContinuation { continuation in
                let outcome = state.withLock { state in
                    if state.outcome == nil { state.waiters.append(continuation) }
                    return state.outcome
                }
                if let outcome { continuation.resume(returning: outcome) }
            }
        }
    }

    /// Records the outcome; only the first one counts.
    func end(_ outcome: SpeechCompletion) {
        let waiters = state.withLock { state -> [CheckedContinuation<SpeechCompletion, Never>]? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.waiters = [] }
            return state.waiters
        }
        guard let waiters else { return }
        ended.leave()
        for waiter in waiters { waiter.resume(returning: outcome) }
    }
}
