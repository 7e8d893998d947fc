/// Sends everything to several sinks: play and record at once.
public final class TeeSink: AudioSink {
    public let sinks: [any AudioSink]

    public init(_ sinks: [any AudioSink]) { self.sinks = sinks }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        for sink in sinks { sink.write(samples) }
    }

    public func mark(_ mark: WordMark) {
        for sink in sinks { sink.mark(mark) }
    }

    public func finish(_ completion: SpeechCompletion) {
        for sink in sinks { sink.finish(completion) }
    }

    public func interrupt() {
        for sink in sinks { sink.interrupt() }
    }
}
