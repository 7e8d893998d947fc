/// Where synthesised audio goes: memory, a WAV file, a sound device. The application picks one
/// at its edge; the synthesizer only knows this protocol.
///
/// `write`, `mark` and `finish` are called on the synthesis thread, in order, for one request
/// at a time; they must return quickly. `interrupt` may be called from any thread.
public protocol AudioSink: AnyObject, Sendable {
    /// The next samples of the current request (22050 Hz mono, signed 16-bit).
    func write(_ samples: UnsafeBufferPointer<Int16>)
    /// A word starts at `mark.sample`.
    func mark(_ mark: WordMark)
    /// The request ended.
    func finish(_ completion: SpeechCompletion)
    /// Newer speech replaces whatever this sink still holds: stop it promptly.
    func interrupt()
}

extension AudioSink {
    public func mark(_ mark: WordMark) {}
    public func interrupt() {}
}
