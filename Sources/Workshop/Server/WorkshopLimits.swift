/// What one workshop server accepts: how many sessions, for how long, and how much each page may
/// send. Every limit has a default fit for a room of people on one 2-core machine.
package struct WorkshopLimits: Sendable, Hashable {
    /// The most sessions at once (a presenter's and each participant's own); a page opening one
    /// more is told the server is full.
    package var maximumSessions: Int
    /// A session no page has shown for this long is closed.
    package var idleTimeout: Duration
    /// The longest message a page may send, in bytes; longer ones get an error message.
    /// (Messages over ``transportMessageBytes`` close the connection.)
    package var maximumMessageBytes: Int
    /// How many messages a page may send per second, on average; a burst of twice as many is
    /// taken. (A key held down repeats about 30 times a second.) Messages over the rate get an error message and are not acted on.
    package var messagesPerSecond: Int
    /// The most pages that may show one session: the presenter's and its followers
    /// (`earshot serve --max-followers`, 200 by default). Each follower costs the server only its
    /// connection (about 350 kbit/s of audio), which is what the cap bounds.
    package var maximumPagesPerSession: Int

    /// The largest WebSocket message read at all: a page is disconnected past it.
    package static let transportMessageBytes = 1 << 16

    /// The longest request line (method, target, version) read: longer gets 414 and the
    /// connection closed. A page of the server never asks for more than a few hundred bytes.
    package static let requestLineBytes = 16 << 10
    /// The most a request's head (request line and headers) may hold: more gets 431 and the
    /// connection closed. Browsers send a few kilobytes, cookies included.
    package static let requestHeadBytes = 64 << 10
    /// A connection waiting for a request (none of its requests is being answered) that has not
    /// sent a whole request head for this long is closed: one left idle after its requests, or
    /// one sending a head slowly to hold the server's connections.
    package static let requestHeadTimeout = Duration.seconds(10)

    package init(
        maximumSessions: Int = 100, idleTimeout: Duration = .seconds(600), maximumMessageBytes: Int = 4_096,
        messagesPerSecond: Int = 50, maximumPagesPerSession: Int = 201
    ) {
        self.maximumSessions = maximumSessions
        self.idleTimeout = idleTimeout
        self.maximumMessageBytes = maximumMessageBytes
        self.messagesPerSecond = messagesPerSecond
        self.maximumPagesPerSession = maximumPagesPerSession
    }
}
