import Synchronization

/// A message on its way to a page: JSON text, or a stream's audio (``AudioFrame``), which is
/// not sent once the stream has been interrupted, except the stream's first frame.
enum Outgoing: Sendable, Equatable {
    case text(String)
    /// `opens` for the stream's first frame.
    case audio(stream: UInt32, frame: [UInt8], opens: Bool = false)
}

/// The pages showing one session: the presenter's and every follower's. What the session says
/// goes to all of them, in the order it is sent, from the session or from the synthesis thread.
final class Audience: Sendable {
    private let pages = Mutex<[Int: AsyncStream<Outgoing>.Continuation]>([:])
    /// Streams before this one were interrupted: their audio still on its way is dropped, so a
    /// page hears the new speech without first being sent seconds of the old. A stream's first
    /// frame still goes: it was sent before the speech that interrupts it, so the page plays it
    /// until that speech comes, and the key it answers was heard, as on a phone.
    private let firstLiveStream = Atomic<UInt32>(0)

    /// Speech before `stream` has been interrupted.
    func interrupt(before stream: UInt32) {
        firstLiveStream.store(stream, ordering: .releasing)
    }

    /// Whether `message` is still worth sending.
    func isLive(_ message: Outgoing) -> Bool {
        switch message {
        case .text, .audio(_, _, opens: true): true
        case .audio(let stream, _, _): stream >= firstLiveStream.load(ordering: .acquiring)
        }
    }

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

    var count: Int { pages.withLock { $0.count } }

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
