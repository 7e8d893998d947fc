import SpeechBridge

/// An output that plays its audio in real time and tells how far it has got, so that a
/// ``Speaker`` knows when an utterance has been heard to its end rather than merely synthesised
/// (synthesis runs about a thousand times faster than speech).
public protocol RealTimeSink: AudioSink {
    /// Frames handed to the sound device so far.
    var framesPlayed: Int { get }
}

extension ALSAPlayer: RealTimeSink {}
