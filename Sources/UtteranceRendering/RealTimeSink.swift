import SpeechBridge

/// An output that plays its audio in real time and tells how far it has got, so that a
/// ``Speaker`` knows when an utterance has been heard to its end rather than merely synthesised
/// (synthesis runs about a thousand times faster than speech).
///
/// A conforming sink plays what it is written in order and, on `interrupt()`, drops what it has
/// not played yet, as `ALSAPlayer` does.
public protocol RealTimeSink: AudioSink {
    /// Frames handed to the sound device so far (heard a device buffer later: tens of ms).
    var framesPlayed: Int { get }
}

extension ALSAPlayer: RealTimeSink {}
