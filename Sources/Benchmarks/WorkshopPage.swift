/// A workshop page whose messages are read in order, each with its arrival time: a
/// ``PageSocket`` for a test or a benchmark that waits for one thing at a time.
package final class WorkshopPage: Sendable {
    /// Messages in the order they arrived, each with its arrival time; the last is
    /// ``PageMessage/closed``.
    package let received: AsyncStream<(at: ContinuousClock.Instant, message: PageMessage)>
    private let socket: PageSocket

    /// Connects to `url` (`ws://host:port/ws?…`); `origin` is sent as the Origin header when given.
    package init(url: String, origin: String? = nil) {
        let (received, arrivals) = AsyncStream.makeStream(of: (at: ContinuousClock.Instant, message: PageMessage).self)
        self.received = received
        socket = PageSocket(url: url, origin: origin) { at, message in
            arrivals.yield((at, message))
            if message == .closed { arrivals.finish() }
        }
    }

    /// Sends one message (JSON text).
    package func send(_ text: String) {
        socket.send(text)
    }

    /// Says goodbye to the server, which closes the connection.
    package func close() {
        socket.close()
    }
}
