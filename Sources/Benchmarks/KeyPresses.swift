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

    /// A new page at `url` (a workshop WebSocket) waits for its screen and `delay`, then sends
    /// `keys` gestures, the n-th being `key(n)`, one every `interval`; a second after the last
    /// it closes. Each key is answered by one utterance: the n-th `said` that announces speech
    /// answers the n-th key.
    package static func press(
        url: String, keys: Int, every interval: Duration, after delay: Duration,
        key: @escaping @Sendable (Int) -> String
    ) async -> KeyPresses {
        let page = WorkshopPage(url: url)
        let pressed = Mutex<[ContinuousClock.Instant]>([])
        let (shown, showing) = AsyncStream.makeStream(of: Void.self)
        let listening = Task { await listen(to: page, pressed: pressed, showing: showing) }
        // A page never shown its screen still presses its keys, after a bound: they go unheard.
        let bound = Task {
            try await Task.sleep(for: .seconds(30))
            showing.finish()
        }
        _ = await shown.first { _ in true }
        bound.cancel()
        try? await Task.sleep(for: delay)
        for index in 0..<keys {
            pressed.withLock { $0.append(.now) }
            page.send(key(index))
            try? await Task.sleep(for: interval)
        }
        try? await Task.sleep(for: .seconds(1))
        page.close()
        let heard = await listening.value
        let latencies = (0..<keys).map { $0 < heard.latencies.count ? heard.latencies[$0] : nil }
        let silentlyLost = latencies.indices.count { latencies[$0] == nil && !heard.busyAround.contains($0) }
        return KeyPresses(latencies: latencies, silentlyLost: silentlyLost)
    }

    /// Reads a page's messages until it closes: when the n-th key's speech first sounded, and
    /// the keys the page was shown the server busy around (while the key's speech was the
    /// newest, or as the next key replaced it: the server tells a page that a key went unheard
    /// just after that next key's `said`).
    private static func listen(
        to page: WorkshopPage, pressed: borrowing Mutex<[ContinuousClock.Instant]>,
        showing: AsyncStream<Void>.Continuation
    ) async -> (latencies: [Double?], busyAround: Set<Int>) {
        var latencies: [Double?] = []
        var keyOfStream: [UInt32: Int] = [:]
        var busy = false
        var busyAround: Set<Int> = []
        for await (at, message) in page.received {
            switch message {
            case .json where message.hasType("screen"):
                showing.yield()
            case .json where message.hasType("said"):
                guard let stream = message.firstStream else { continue }
                keyOfStream[stream] = latencies.count
                if busy { busyAround.insert(latencies.count) }
                latencies.append(nil)
            case .json where message.hasType("busy"):
                busy = message.object?["busy"] == .bool(true)
                if busy { busyAround.formUnion([latencies.count - 2, latencies.count - 1]) }
            case .audio(let stream, let samples) where samples > 0:
                guard let key = keyOfStream.removeValue(forKey: stream),
                    let start = pressed.withLock({ key < $0.count ? $0[key] : nil })
                else { continue }
                latencies[key] = ServeBenchmark.milliseconds(at - start)
            default: continue
            }
        }
        showing.finish()
        return (latencies, busyAround)
    }
}
