import SpeechBridge

/// A sink that only tells when its request ended.
final class CompletionSink: AudioSink {
    private let done: OneShot<Void>
    init(_ done: OneShot<Void>) { self.done = done }
    func write(_ samples: UnsafeBufferPointer<Int16>) {}
    func finish(_ completion: SpeechCompletion) { done.set(()) }
}
