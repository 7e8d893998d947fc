import Foundation
import Testing

@testable import Workshop

/// The Host check of a loopback server over real sockets: only loopback IP literals and
/// `localhost` get the page or a WebSocket; names that merely start like an address (what DNS
/// rebinding uses) are refused.
@Suite struct HostCheckTests {
    static let refused = [
        "127.evil.example.com", "127.0.0.1.nip.io", "127.0.0.1.evil.example:PORT", "localhost.evil.example",
        "127.0.0.1:80@evil.example", "127.0.0.1:PORT.evil.example", "[::1].evil.example", "[::2]:PORT",
        "0x7f000001", "127.1", "2130706433", "evil.example",
    ]
    static let accepted = [
        "127.0.0.1", "127.0.0.1:PORT", "127.8.9.10:PORT", "localhost", "localhost:PORT", "LocalHost:PORT", "[::1]",
        "[::1]:PORT",
    ]

    @Test func onlyLoopbackLiteralsAndLocalhostGetThePageOrAWebSocket() async throws {
        try await WorkshopServerTests.serving { port, _ in
            for name in Self.refused + Self.accepted {
                let host = name.replacingOccurrences(of: "PORT", with: "\(port)")
                let expected = Self.accepted.contains(name)
                let page = try await RawRequest.statusLine(port: port, request: "GET / HTTP/1.1\r\nHost: \(host)\r\n")
                #expect(page.contains(expected ? " 200 " : " 403 "), "page for Host \(host): \(page)")
                let upgrade = try await RawRequest.statusLine(
                    port: port,
                    request: "GET /ws HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
                // A refused upgrade is answered 400 or 403, never switched.
                let switched = upgrade.hasPrefix("HTTP/1.1 101 ")
                #expect(
                    expected ? switched : upgrade.hasPrefix("HTTP/1.1 4"), "WebSocket for Host \(host): \(upgrade)")
            }
        }
    }

    /// Two Host headers name two hosts: the request is answered 400 with the reason, whichever
    /// of them is a loopback name.
    @Test func twoHostHeadersAreABadRequest() async throws {
        try await WorkshopServerTests.serving { port, _ in
            for hosts in [
                ["127.0.0.1:\(port)", "evil.example"], ["evil.example", "127.0.0.1:\(port)"],
                ["localhost", "localhost"],
            ] {
                let request = "GET / HTTP/1.1\r\n" + hosts.map { "Host: \($0)\r\n" }.joined()
                let answer = try await RawRequest.statusLine(port: port, request: request)
                #expect(answer.hasPrefix("HTTP/1.1 400 "), "\(hosts): \(answer)")
            }
            let one = try await RawRequest.statusLine(
                port: port, request: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
            #expect(one.hasPrefix("HTTP/1.1 200 "), "\(one)")
        }
    }

    @Test func theLoopbackNamesOfTheCommandLine() {
        for host in ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"] {
            #expect(WorkshopConfiguration.isLoopback(host), "\(host)")
        }
        for host in ["127.evil.example", "127.0.0.1.nip.io", "0.0.0.0", "::", "192.168.1.4"] {
            #expect(!WorkshopConfiguration.isLoopback(host), "\(host)")
        }
    }
}

/// One HTTP request written on a plain TCP socket, so that any Host header can be sent.
enum RawRequest {
    struct Failed: Error {
        let what: String
    }

    /// The status line the server on 127.0.0.1:`port` answers `request` (its head, without the
    /// final empty line) with. The socket blocks, so it is used off Swift's cooperative threads,
    /// which the server under test needs (on two cores there are only two).
    static func statusLine(port: Int, request: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try blockingStatusLine(port: port, request: request) })
            }
        }
    }

    private static func blockingStatusLine(port: Int, request: String) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failed(what: "no socket") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failed(what: "cannot connect to port \(port)") }
        let bytes = Array((request + "\r\n").utf8)
        guard send(socket, bytes, bytes.count, 0) == bytes.count else { throw Failed(what: "cannot send") }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !answer.contains(UInt8(ascii: "\n")) {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        return String(decoding: answer.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    }
}
