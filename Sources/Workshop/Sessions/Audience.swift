import Synchronization

/// A message on its way to a page: JSON text, or audio (``AudioFrame``).
enum Outgoing: Sendable, Equatable {
    case text(String)
    case binary([UInt8])
}

/// The pages showing one session: the presenter's and every follower's. What the session says
/// goes to all of them, in the order it is sent, from the session or from the synthesis thread.
final class Audience: Sendable {
    private let pages = Mutex<[Int: AsyncStream<Outgoing>.Continuation]>([:])

    /// Adds a page; everything sent from now on reaches it.
    func add(_ page: Int, _ continuation: AsyncStream<Outgoing>.Continuation) {
        pages.withLock { $0[page] = continuation }
    }

    func remove(_ page: Int) {
        pages.withLock { $0.removeValue(forKey: page) }?.finish()
    }

    /// Sends `message` to one page.
    func send(_ message: Outgoing, to page: Int) {
        _ = pages.withLock { $0[page] }?.yield(message)
    }

    /// Sends `message` to every page.
    func send(_ message: Outgoing) {
        for page in pages.withLock({ Array($0.values) }) { page.yield(message) }
    }

    var isEmpty: Bool { pages.withLock { $0.isEmpty } }

    /// Ends every page's stream (the session is closing).
    func close() {
        for page in pages.withLock({ pages in
            defer { pages = [:] }
            return Array(pages.values)
        }) {
            page.finish()
        }
    }
}
