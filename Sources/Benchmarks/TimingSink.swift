import Foundation
import SpeechBridge
import Synchronization

/// Records when the first and last samples arrived.
final class TimingSink: AudioSink {
    private struct Times {
        var first: UInt64?
        var last: UInt64?
    }

    private let times = Mutex<Times>(Times())
    private let started = DispatchSemaphore(value: 0)

    var firstSample: UInt64? { times.withLock { $0.first } }
    var lastSample: UInt64? { times.withLock { $0.last } }

    func waitForFirstSample() { started.wait() }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let now = Stopwatch.now
        let isFirst = times.withLock { times in
            defer {
                times.last = now
                if times.first == nil { times.first = now }
            }
            return times.first == nil
        }
        if isFirst { started.signal() }
    }

    func finish(_ completion: SpeechCompletion) {}
}
