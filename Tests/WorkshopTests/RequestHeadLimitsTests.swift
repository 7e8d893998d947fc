import Benchmarks
import Foundation
import Testing

@testable import Workshop

/// Requests `earshot serve` cannot read are answered and their connection closed at once: a
/// request line past its limit (414), a head past its limit (431), bytes that are not HTTP
/// (400). A connection that sends a head too slowly, or none, is closed after the head
/// timeout; a page's WebSocket is not.
@Suite struct RequestHeadLimitsTests {
    /// Past the server's answer, which comes at once, and its closing half a second later: a
    /// bound for a busy machine. The server of old never answered.
    static let limit: Duration = .seconds(5)

    static func host(_ port: Int) -> String { "Host: 127.0.0.1:\(port)\r\n" }

    @Test func aRequestLineOf100KBIsRefusedWith414() async throws {
        try await Self.expectRefusal(414) { port in
            "GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\n\(Self.host(port))\r\n"
        }
    }

    @Test func headersOf100KBAreRefusedWith431() async throws {
        try await Self.expectRefusal(431) { port in
            let headers = (0..<100).map { "X-Filler-\($0): \(String(repeating: "v", count: 1_000))\r\n" }.joined()
            return "GET / HTTP/1.1\r\n\(Self.host(port))\(headers)\r\n"
        }
    }

    @Test func oneHeaderOf100KBIsRefusedWith431() async throws {
        try await Self.expectRefusal(431) { port in
            "GET / HTTP/1.1\r\n\(Self.host(port))Cookie: \(String(repeating: "c", count: 100_000))\r\n\r\n"
        }
    }

    @Test func bytesThatAreNotHTTPAreRefusedWith400() async throws {
        try await Self.expectRefusal(400) { _ in "\u{0}\u{1}\u{2}garbage\u{7f}\r\n\r\n" }
    }

    /// The limits hold on a kept-alive connection's later requests too, answered after the
    /// requests before them.
    @Test func aLaterRequestOnAConnectionIsRefusedAfterTheOnesBefore() async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            let first = "GET /workshop.css HTTP/1.1\r\n\(Self.host(port))\r\n"
            for (second, status) in [
                ("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\n\r\n", 414),
                ("GET / HTTP/1.1\r\nCookie: \(String(repeating: "c", count: 100_000))\r\n\r\n", 431),
                ("\u{0}garbage\r\n\r\n", 400),
            ] {
                let outcome = try await RawConnection.exchange(
                    port: port, Array((first + second).utf8), within: Self.limit)
                let answer = String(decoding: outcome.bytes, as: UTF8.self)
                #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(status): \(answer.prefix(40))")
                #expect(answer.dropFirst(12).contains("HTTP/1.1 \(status) "), "\(status): \(answer.suffix(200))")
                #expect(outcome.closed, "\(status): the connection was left open")
            }
        }
    }

    /// NIO fails the upgrade of a WebSocket upgrade request that has a body, and used to leave
    /// its connection open with the request unanswered.
    @Test func aWebSocketUpgradeWithABodyIsClosed() async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            for (method, path) in [("GET", "/ws"), ("PATCH", "/ws"), ("GET", "/workshop.js")] {
                let request =
                    "\(method) \(path) HTTP/1.1\r\n\(Self.host(port))Upgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    + "Content-Length: 10\r\n\r\n0123456789"
                let outcome = try await RawConnection.exchange(port: port, Array(request.utf8), within: Self.limit)
                #expect(outcome.closed, "\(method) \(path): still open after \(outcome.took)")
            }
        }
    }

    /// What a browser sends stays well inside the limits: a long address and large cookies.
    @Test func requestsJustInsideTheLimitsAreAnswered() async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            let cookies = (0..<15).map { "c\($0)=\(String(repeating: "v", count: 4_000))" }.joined(separator: "; ")
            for (request, status) in [
                ("GET /?x=\(String(repeating: "a", count: 16_000)) HTTP/1.1\r\n\(Self.host(port))", 200),
                ("GET / HTTP/1.1\r\n\(Self.host(port))Cookie: \(cookies)\r\n", 200),
            ] {
                let outcome = try await RawConnection.exchange(
                    port: port, Array((request + "Connection: close\r\n\r\n").utf8), within: Self.limit)
                #expect(outcome.status == status, "\(request.prefix(40)): \(outcome.bytes.prefix(40))")
            }
        }
    }

    /// A connection that sends half a request line and stalls (slowloris), one that sends
    /// nothing, and one left open after its request are closed after the head timeout; a page's
    /// WebSocket, idle as long, still works.
    @Test(.timeLimit(.minutes(2))) func connectionsWaitingForAHeadAreClosedButNotAPage() async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            #expect(await WorkshopServerTests.messages(page) { $0["type"]?.string == "screen" }.last != nil)
            let bound = WorkshopLimits.requestHeadTimeout + Self.limit
            async let stalled = RawConnection.exchange(
                port: port, Array("GET /workshop.js HT".utf8), within: bound)
            async let silent = RawConnection.exchange(port: port, [], within: bound)
            async let kept = RawConnection.exchange(
                port: port, Array("GET /workshop.css HTTP/1.1\r\n\(Self.host(port))\r\n".utf8), within: bound)
            for (name, outcome) in try await [("stalled", stalled), ("silent", silent), ("kept alive", kept)] {
                #expect(outcome.closed, "\(name): still open after \(outcome.took)")
                #expect(
                    outcome.took >= WorkshopLimits.requestHeadTimeout - .seconds(1),
                    "\(name): closed after only \(outcome.took)")
            }
            page.send(#"{"type":"gesture","gesture":"next"}"#)
            let said = await WorkshopServerTests.messages(page) { $0["type"]?.string == "said" }
            #expect(said.last?["type"]?.string == "said", "the page's WebSocket did not outlive the head timeout")
            page.close()
        }
    }

    /// Sends `request` to a new server and expects `status` and the connection closed, both
    /// within ``limit``.
    static func expectRefusal(_ status: Int, _ request: (_ port: Int) -> String) async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            let outcome = try await RawConnection.exchange(port: port, Array(request(port).utf8), within: limit)
            #expect(
                outcome.status == status,
                "answered \(String(decoding: outcome.bytes.prefix(60), as: UTF8.self).debugDescription)")
            #expect(outcome.closed, "the connection was still open after \(outcome.took)")
            #expect(outcome.took < limit)
            #expect(
                try await WorkshopServerTests.get("http://127.0.0.1:\(port)/").status == 200,
                "the server stopped answering")
        }
    }
}
