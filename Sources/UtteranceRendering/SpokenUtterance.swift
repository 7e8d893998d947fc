import SpeechBridge
import Utterances

/// An utterance handed to a ``Speaker``, to learn how it ended: `.finished` once it has been
/// heard to its end (or, on an output that does not play in real time, synthesised to its end),
/// `.interrupted` when newer speech or a stop cut it short, `.failed` when it could not be
/// spoken. An announcement's outcome is what UIAccessibility's announcement-did-finish
/// notification reports as `wasSuccessful`.
public final class SpokenUtterance: Sendable {
    public let utterance: Utterance
    private let ending = OneShot<SpeechCompletion>()

    init(_ utterance: Utterance) {
        self.utterance = utterance
    }

    /// How it ended, or nil while it is still to be heard.
    public var outcome: SpeechCompletion? { ending.value }

    /// Blocks until it has ended.
    public func wait() -> SpeechCompletion { ending.wait() }

    /// How it ended, once it has.
    public var completion: SpeechCompletion {
        get async { await ending.arrival }
    }

    /// Records the outcome; only the first one counts.
    func end(_ outcome: SpeechCompletion) { ending.set(outcome) }
}
