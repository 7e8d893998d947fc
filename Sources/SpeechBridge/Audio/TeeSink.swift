/// Sends everything to several sinks: play and record at once.
package final class TeeSink: AudioSink {
    package let sinks: [any AudioSink]

    package init(_ sinks: [any AudioSink]) { self.sinks = sinks }

    package func write(_ samples: UnsafeBufferPointer<Int16>) {
        for sink in sinks { sink.write(samples) }
    }

    package func mark(_ mark: WordMark) {
        for sink in sinks { sink.mark(mark) }
    }

    package func finish(_ completion: SpeechCompletion) {
        for sink in sinks { sink.finish(completion) }
    }

    package func interrupt() {
        for sink in sinks { sink.interrupt() }
    }
}
