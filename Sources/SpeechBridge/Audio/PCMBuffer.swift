import Synchronization

/// An in-memory sink: collects the samples and word marks of the requests written into it.
public final class PCMBuffer: AudioSink {
    private struct State {
        var samples: [Int16] = []
        var marks: [WordMark] = []
        var completions: [SpeechCompletion] = []
    }

    private let state = Mutex<State>(State())

    public init() {}

    public var samples: [Int16] { state.withLock { $0.samples } }
    public var marks: [WordMark] { state.withLock { $0.marks } }
    /// How each request written into this buffer ended, in order.
    public var completions: [SpeechCompletion] { state.withLock { $0.completions } }

    /// Length of the audio in seconds.
    public var duration: Double { PCMFormat.seconds(samples: state.withLock { $0.samples.count }) }

    /// Lends the samples to `body`, then empties the buffer and its marks and completions,
    /// keeping the samples' memory: one buffer used for request after request allocates (and
    /// the system maps and clears) its memory once, not again as each request's audio grows.
    package func drain(_ body: (UnsafeBufferPointer<Int16>) throws -> Void) throws {
        try state.withLock { state in
            defer {
                state.samples.removeAll(keepingCapacity: true)
                state.marks = []
                state.completions = []
            }
            try state.samples.withUnsafeBufferPointer(body)
        }
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        state.withLock { $0.samples.append(contentsOf: samples) }
    }

    public func mark(_ mark: WordMark) {
        state.withLock { $0.marks.append(mark) }
    }

    public func finish(_ completion: SpeechCompletion) {
        state.withLock { $0.completions.append(completion) }
    }
}

/// A sink that drops everything (for stopping speech, and for timing synthesis alone).
public final class DiscardingSink: AudioSink {
    public init() {}
    public func write(_ samples: UnsafeBufferPointer<Int16>) {}
    public func finish(_ completion: SpeechCompletion) {}
}
