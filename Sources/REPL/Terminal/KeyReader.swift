import Glibc

/// Reads key mode's input: keys from the terminal in raw mode, and the signals that should wake
/// it, waiting in `poll` for whichever comes first.
struct KeyReader {
    /// How long an `ESC` waits for the rest of an escape sequence before it is the Escape key.
    /// Terminals send a sequence in one write; this covers slow links.
    static let escapeTimeoutMilliseconds: Int32 = 60

    private var decoder = KeyDecoder()
    private var ready: [InputEvent] = []

    /// The next event, blocking until there is one.
    mutating func next() -> InputEvent {
        while ready.isEmpty { ready = waitForEvents() }
        return ready.removeFirst()
    }

    /// The signals that arrived and not yet acted on (the command line may have seen them).
    private func signalEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        if let signal = SignalEvents.endingSignal { return [.end(signal: signal)] }
        if SignalEvents.takeResize() { events.append(.resize) }
        if SignalEvents.takeInterrupt() { events.append(.interrupt) }
        if SignalEvents.takeSuspend() { events.append(.suspend) }
        if SignalEvents.takeContinue() { events.append(.resume) }
        return events
    }

    private mutating func waitForEvents() -> [InputEvent] {
        let waiting = signalEvents()
        guard waiting.isEmpty else { return waiting }
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalEvents.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = decoder.isWaiting ? Self.escapeTimeoutMilliseconds : -1
        let status = poll(&descriptors, nfds_t(descriptors.count), timeout)
        var events: [InputEvent] = []
        if status < 0 && errno != EINTR { return [.endOfInput] }
        if descriptors[1].revents != 0 { SignalEvents.drainWakeups() }
        events += signalEvents()
        if status == 0 { return events + decoder.flush().map(InputEvent.key) }
        if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            // One byte at a time: what follows a key that opens the command line stays unread,
            // for the line editor.
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count > 0 {
                events += decoder.feed(CollectionOfOne(byte)).map(InputEvent.key)
            } else if count == 0 || errno != EINTR && errno != EAGAIN {
                events.append(.endOfInput)
            }
        }
        return events
    }
}
