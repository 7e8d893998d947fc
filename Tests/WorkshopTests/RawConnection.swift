import Foundation

/// A TCP connection to a loopback port that sends whatever bytes it is given, however broken,
/// and reports what the server did about them: its answer, and whether and when it closed the
/// connection. Nothing blocks past the deadline it is given: a server that neither answers nor
/// closes is reported, not waited for.
final class RawConnection {
    private let descriptor: Int32
    private let opened = ContinuousClock.now

    /// What the server did: the bytes it sent, whether it closed the connection (an end of stream
    /// or a reset), and when, from the connection's opening.
    struct Outcome {
        var bytes: [UInt8] = []
        var closed = false
        var took: Duration = .zero

        /// The status of the answer's first line (`HTTP/1.1 431 …`), if it began with one.
        var status: Int? {
            let line = String(decoding: bytes.prefix(64), as: UTF8.self)
            guard line.hasPrefix("HTTP/1.1 "), line.count >= 12 else { return nil }
            return Int(line.dropFirst(9).prefix(3))
        }

        /// Whether the answer's head (up to its empty line) has arrived.
        var hasHead: Bool {
            bytes.count >= 4 && (0...(bytes.count - 4)).contains { bytes[$0..<$0 + 4].elementsEqual("\r\n\r\n".utf8) }
        }
    }

    init(port: Int) throws {
        descriptor = try Self.connected(port: port)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// A socket connected to `port` on 127.0.0.1, blocking.
    static func connected(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw WorkshopServerTests.Failed("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw WorkshopServerTests.Failed("connect: \(errno)")
        }
        return descriptor
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Sends `bytes`, as much of them as the server takes before `deadline`; stops early, without
    /// an error, once the server answers or closes (it may refuse a request before its end).
    func send(_ bytes: [UInt8], until deadline: ContinuousClock.Instant) {
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                sent += written
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EINTR else { return }
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT | POLLIN), revents: 0)
            guard poll(&ready, 1, Self.milliseconds(until: deadline)) == 1, ready.revents & Int16(POLLOUT) != 0,
                ready.revents & Int16(POLLIN | POLLHUP | POLLERR) == 0
            else { return }
        }
    }

    /// Ends what this side sends (the server reads an end of stream), the connection staying
    /// open for the answer.
    func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Reads until the server closes the connection or `deadline` passes; with `headOnly`, also
    /// stops once the head of an answer has arrived.
    func outcome(until deadline: ContinuousClock.Instant, headOnly: Bool = false) -> Outcome {
        var outcome = Outcome()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !(headOnly && outcome.hasHead) {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Self.milliseconds(until: deadline)) == 1 else { break }
            let read = recv(descriptor, &buffer, buffer.count, 0)
            if read > 0 {
                outcome.bytes += buffer[..<read]
            } else if read == 0 || (errno != EAGAIN && errno != EINTR) {
                outcome.closed = true
                break
            }
        }
        outcome.took = ContinuousClock.now - opened
        return outcome
    }

    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(min(seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1, 600_000))
    }
}

extension RawConnection {
    /// Opens a connection, sends `bytes` (then ends the sending side when `finishing`), and
    /// returns what the server did by `limit`: the whole exchange off Swift's cooperative
    /// threads, which the server under test may need.
    static func exchange(
        port: Int, _ bytes: [UInt8], finishing: Bool = false, headOnly: Bool = false, within limit: Duration
    ) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let connection = try RawConnection(port: port)
                        let deadline = ContinuousClock.now + limit
                        connection.send(bytes, until: deadline)
                        if finishing { connection.finishSending() }
                        return connection.outcome(until: deadline, headOnly: headOnly)
                    })
            }
        }
    }
}
