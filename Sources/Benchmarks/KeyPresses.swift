import SpeechBridge
import Synchronization

/// What one page heard of the keys it pressed, key by key.
package struct KeyPresses: Sendable {
    /// For each key, in the order pressed: milliseconds from the key to the first audio of its
    /// speech, or nil when its speech never sounded.
    package var latencies: [Double?]
    /// Keys whose speech never sounded while the page was not shown the server busy: the
    /// server dropped them silently.
    package var silentlyLost: Int

    /// Keys whose speech never sounded.
    package var lost: Int { latencies.count { $0 == nil } }

    /// A new page at `url` (a workshop WebSocket) waits for its screen (and for every page on
    /// `line` to be shown theirs) and `delay`, then sends `keys` gestures, the n-th being
    /// `key(n)`, one every `interval`; a second after the last it closes. Each key is answered
    /// by one utterance: the n-th `said` that announces speech answers the n-th key.
    package static func press(
        url: String, keys: Int, every interval: Duration, after delay: Duration, line: StartingLine? = nil,
        key: @escaping @Sendable (Int) -> String
    ) async -> KeyPresses {
        let shown = OneShot<Void>()
        let closed = OneShot<Void>()
        let heard = Mutex(Heard())
        // Read where each message arrives, on the connection's thread.
        let page = PageSocket(url: url) { at, message in
            switch heard.withLock({ $0.take(message, at: at) }) {
            case .shown: shown.set(())
            case .closed:
                shown.set(())
                closed.set(())
            case nil: break
            }
        }
        // A page never shown its screen still presses its keys, after a bound: they go unheard.
        let bound = Task {
            try await Task.sleep(for: .seconds(30))
            shown.set(())
        }
        await shown.arrival
        bound.cancel()
        await line?.arrive()
        try? await Task.sleep(for: delay)
        for index in 0..<keys {
            heard.withLock { $0.pressed.append(.now) }
            page.send(key(index))
            try? await Task.sleep(for: interval)
        }
        try? await Task.sleep(for: .seconds(1))
        page.close()
        await closed.arrival
        return heard.withLock { heard in
            let latencies = (0..<keys).map { $0 < heard.latencies.count ? heard.latencies[$0] : nil }
            let silentlyLost = latencies.indices.count { latencies[$0] == nil && !heard.busyAround.contains($0) }
            return KeyPresses(latencies: latencies, silentlyLost: silentlyLost)
        }
    }

    /// What a page has heard so far of the keys it pressed.
    private struct Heard {
        /// When each key was pressed.
        var pressed: [ContinuousClock.Instant] = []
        /// When the n-th key's speech first sounded, from its press.
        var latencies: [Double?] = []
        var keyOfStream: [UInt32: Int] = [:]
        var busy = false
        /// The keys the page was shown the server busy around: while the key's speech was the
        /// newest, or as the next key replaced it (the server tells a page that a key went
        /// unheard just after that next key's `said`).
        var busyAround: Set<Int> = []

        enum Event { case shown, closed }

        mutating func take(_ message: PageMessage, at: ContinuousClock.Instant) -> Event? {
            switch message {
            case .closed: return .closed
            case .json where message.hasType("screen"): return .shown
            case .json where message.hasType("said"):
                guard let stream = message.firstStream else { return nil }
                keyOfStream[stream] = latencies.count
                if busy { busyAround.insert(latencies.count) }
                latencies.append(nil)
            case .json where message.hasType("busy"):
                busy = message.object?["busy"] == .bool(true)
                if busy { busyAround.formUnion([latencies.count - 2, latencies.count - 1]) }
            case .audio(let stream, let samples) where samples > 0:
                guard let key = keyOfStream.removeValue(forKey: stream), key < pressed.count else { return nil }
                latencies[key] = ServeBenchmark.milliseconds(at - pressed[key])
            default: break
            }
            return nil
        }
    }
}

/// Pages that start pressing keys together, once every one of them has been shown its screen: a
/// load measures keys, not a room connecting.
package final class StartingLine: Sendable {
    private let waiting: Mutex<Int>
    private let started = OneShot<Void>()

    /// A line for `pages` pages.
    package init(pages: Int) {
        waiting = Mutex(pages)
        if pages <= 0 { started.set(()) }
    }

    /// One page is ready; returns once every page is.
    func arrive() async {
        if waiting.withLock({ waiting in
            waiting -= 1
            return waiting
        }) <= 0 {
            started.set(())
        }
        await started.arrival
    }
}
