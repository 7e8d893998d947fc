import Foundation
import Testing

@testable import Workshop

/// A connection that never sends a byte (a browser opens such connections ahead of need) does
/// not keep a stopping server running.
@Suite struct UnusedConnectionTests {
    @Test func sigtermStopsAServerHoldingAConnectionThatSentNothing() async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            let silent = try SilentConnection(port: port)
            defer { silent.close() }
            try await Self.waitUntilAccepted(port: port)
            #expect(server.stop() == 0, "the server did not end by itself after SIGTERM: \(server.errorOutput)")
        }
    }

    @Test func cancellingAServerHoldingAConnectionThatSentNothingEndsItsRun() async throws {
        let (running, port) = try await WorkshopServerTests.started()
        let silent = try SilentConnection(port: port)
        defer { silent.close() }
        try await Self.waitUntilAccepted(port: port)
        running.cancel()
        #expect(await Self.ends(running, within: .seconds(20)), "the server's run went on after its task was cancelled")
        #expect(silent.isClosedByPeer())
    }

    /// Whether `task` ends within `limit`; a task that does not is left running, so that a
    /// failure does not hang the tests.
    static func ends(_ task: Task<Void, any Error>, within limit: Duration) async -> Bool {
        let (outcomes, outcome) = AsyncStream.makeStream(of: Bool.self)
        Task {
            _ = try? await task.value
            outcome.yield(true)
        }
        Task {
            try? await Task.sleep(for: limit)
            outcome.yield(false)
        }
        return await outcomes.first { _ in true } ?? false
    }

    /// Returns once a request made after the silent connection is answered: the server accepts
    /// connections in the order they came, so the silent one is accepted by then.
    static func waitUntilAccepted(port: Int) async throws {
        #expect(try await WorkshopServerTests.get("http://127.0.0.1:\(port)/").status == 200)
    }
}

/// A TCP connection to the loopback port that sends nothing.
final class SilentConnection {
    private let descriptor: Int32

    init(port: Int) throws {
        descriptor = try RawConnection.connected(port: port)
    }

    /// Whether the server closes its side within five seconds: a read finds the end of the
    /// stream.
    func isClosedByPeer() -> Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 5_000) == 1 else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }

    /// Sends `text` and nothing after it: the start of a request that never ends.
    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.send(descriptor, $0.baseAddress, $0.count - 1, 0) }
    }

    func close() {
        Glibc.close(descriptor)
    }
}
