import Foundation
import TestSupport
import Testing

@testable import Workshop

/// Generated requests, broken in every way a client can break HTTP, sent to a real
/// `earshot serve` on 127.0.0.1: odd methods and versions, targets with any byte and broken
/// percent escapes, Host headers of every kind, huge, duplicated and malformed headers, bodies
/// that lie about their length, WebSocket upgrades with bad values, requests cut short (with the
/// sending side then ended, or left open), several requests at once, and plain noise. Each must
/// be answered, or its connection closed, within the head timeout and a margin; afterwards the
/// server is still running, answers a plain `GET /`, and holds no connection of the run. 500
/// requests here; 10,000 in the long mode (`EARSHOT_LONG_TESTS=1`). The requests are random: a
/// failure names the seed that replays them (``SeededGenerator``).
@Suite(.serialized) struct RequestFuzzTests {
    @Test(.timeLimit(.minutes(5))) func generatedRequestsAreAnsweredOrClosed() async throws {
        try await Self.run(count: 500)
    }

    @Test(.enabled(if: LongTests.enabled), .timeLimit(.minutes(30)))
    func tenThousandGeneratedRequestsAreAnsweredOrClosed() async throws {
        try await Self.run(count: 10_000)
    }

    /// Connections in flight at once: most requests are answered at once, and the few cut short
    /// without ending their sending side wait out the head timeout beside the others.
    static let connections = 32
    /// How long a request may go unanswered with its connection open: a request cut short is
    /// closed after the head timeout, and the rest is margin for a busy machine.
    static let bound = WorkshopLimits.requestHeadTimeout + .seconds(10)

    static func run(count: Int) async throws {
        let random = SeededGenerator()
        try await ServeProcess.serving(WorkshopSessionTests.screen()) { server, _ in
            let port = try #require(URL(string: server.url)?.port)
            let pid = server.process.processIdentifier
            let socketsBefore = Self.sockets(of: pid)
            let started = ContinuousClock.now
            let results = await Self.send(count: count, seed: random.seed, port: port)
            let took = ContinuousClock.now - started
            var statuses: [String: Int] = [:]
            for result in results { statuses[result.outcome.status.map(String.init) ?? "closed", default: 0] += 1 }
            let counts = statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            let seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
            print(
                "RequestFuzzTests: \(count) requests in \(String(format: "%.1f", seconds)) s (\(counts)); \(random.replay)"
            )

            let failures = results.filter { !$0.passed }
            for failure in failures.prefix(5) {
                Issue.record(
                    """
                    request \(failure.index) (\(failure.kind)) was neither answered nor closed within \
                    \(failure.outcome.took) (answer: \(failure.outcome.bytes.prefix(60))); sent \
                    \(failure.request.prefix(300).debugDescription); \(random.replay)
                    """)
            }
            #expect(failures.isEmpty, "\(failures.count) of \(count) requests went unanswered; \(random.replay)")
            #expect(server.process.isRunning, "the server ended: \(server.errorOutput.suffix(2_000))")
            #expect(try await WorkshopServerTests.get("http://127.0.0.1:\(port)/").status == 200)
            // Every connection of the run ends: the refused after their linger, the rest when
            // their client closed.
            let deadline = ContinuousClock.now + .seconds(10)
            while Self.sockets(of: pid) > socketsBefore + 2 && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(Self.sockets(of: pid) <= socketsBefore + 2, "the server holds connections of the run")
        }
    }

    struct Result {
        let index: Int
        let kind: String
        let request: String
        let outcome: RawConnection.Outcome

        /// Answered with an HTTP status line, or closed, in time.
        var passed: Bool { (outcome.status != nil || (outcome.closed && outcome.bytes.isEmpty)) }
    }

    /// Sends requests `0..<count` over ``connections`` threads, request `i` generated from
    /// `seed + i`.
    static func send(count: Int, seed: UInt64, port: Int) async -> [Result] {
        let next = NSLock()
        nonisolated(unsafe) var issued = 0
        nonisolated(unsafe) var results: [Result] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for _ in 0..<connections {
                group.enter()
                Thread {
                    while true {
                        let index: Int? = next.withLock {
                            defer { issued += 1 }
                            return issued < count ? issued : nil
                        }
                        guard let index else { break }
                        var random = SeededGenerator(seed: seed &+ UInt64(index))
                        let request = FuzzRequest.generate(port: port, using: &random)
                        let result = Self.exchange(request, port: port, index: index)
                        next.withLock { results.append(result) }
                    }
                    group.leave()
                }.start()
            }
            group.notify(queue: .global()) { continuation.resume() }
        }
        return results.sorted { $0.index < $1.index }
    }

    static func exchange(_ request: FuzzRequest, port: Int, index: Int) -> Result {
        let text = String(decoding: request.bytes, as: UTF8.self)
        guard let connection = try? RawConnection(port: port) else {
            return Result(index: index, kind: request.kind + ", no connection", request: text, outcome: .init())
        }
        let deadline = ContinuousClock.now + bound
        connection.send(request.bytes, until: deadline)
        if request.finishing { connection.finishSending() }
        // The head of an answer is enough (a page's body, or a WebSocket after its 101, is not read).
        let outcome = connection.outcome(until: deadline, headOnly: true)
        return Result(index: index, kind: request.kind, request: text, outcome: outcome)
    }

    /// The sockets `pid` holds open (its listening socket and every connection).
    static func sockets(of pid: Int32) -> Int {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)"))?.hasPrefix("socket:")
                == true
        }.count
    }
}

/// One generated request: its bytes, whether the client then ends its sending side, and what
/// kind it is (for a failure's message).
struct FuzzRequest {
    var bytes: [UInt8]
    var finishing: Bool
    var kind: String

    static func generate(port: Int, using random: inout SeededGenerator) -> FuzzRequest {
        var kind: String
        var bytes: [UInt8]
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<6:
            kind = "noise"
            bytes = (0..<Int.random(in: 1...3_000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
            }
        case 6..<16:
            kind = "several requests"
            bytes = (0..<Int.random(in: 2...4, using: &random)).flatMap { _ in request(port: port, using: &random) }
        case 16..<30:
            kind = "WebSocket upgrade"
            bytes = request(port: port, webSocket: true, using: &random)
        default:
            kind = "request"
            bytes = request(port: port, using: &random)
        }
        // Cut short: the rest never comes.
        if Int.random(in: 0..<100, using: &random) < 12, !bytes.isEmpty {
            kind += ", cut short"
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
        }
        // The sending side ended (an end of stream after the bytes) for about half the requests;
        // a request cut short with it open waits out the head timeout.
        let finishing = Bool.random(using: &random)
        if finishing { kind += ", sending ended" }
        return FuzzRequest(bytes: bytes, finishing: finishing, kind: kind)
    }

    static let methods = ["HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT", "PRI", "BREW"]
    static let badMethods = ["get", "G ET", "", "GET\u{0}", "M-SEARCH", String(repeating: "X", count: 300)]
    static let paths = [
        "/workshop.js", "/workshop.css", "/ws", "/ws?follow=ABC123", "/screens/row.png", "/screens/",
        "/screenshot.png", "/?token=abc", "*", "http://127.0.0.1/", "//", "/../../etc/passwd", "/%2e%2e/%2e%2e/",
        "/%", "/%zz", "/%00", "/%ff%fe", "/a%2", "/?a=%E2%82", "/\u{7f}", "/ space", "/é", "/\t", "", "/?#frag",
        "/screens/%2F..%2Fsecret.png",
    ]
    static let versions = ["HTTP/1.0", "HTTP/2.0", "HTTP/0.9", "HTTP/1.1x", "HTTP/1.", "http/1.1", "HTTP/9.9", ""]

    static func oddHosts(port: Int) -> [String] {
        [
            "127.0.0.1", "localhost:\(port)", "[::1]:\(port)", "evil.example", "127.0.0.1.nip.io", "",
            "127.0.0.1:99999", "127.0.0.1:\(port), evil.example", "\u{0}", "[::1", String(repeating: "h", count: 5_000),
        ]
    }

    static let headerNames = [
        "Accept", "Cookie", "User-Agent", "Content-Length", "Transfer-Encoding", "Connection", "Origin", "Expect",
        "X-Filler", "Bad Name", "Bad:Name", "", "X-\u{1}", "Sec-WebSocket-Key", "Upgrade", "Range", "If-None-Match",
    ]
    static let headerValues = [
        "", "*/*", "close", "keep-alive", "Upgrade", "chunked", "gzip, chunked", "0", "5", "-1", "abc",
        "99999999999999999999", "100-continue", "http://127.0.0.1", "null", "bytes=0-1,5-", "\u{0}", "a\rb", "é",
    ]
    static let webSocketHeaders = [
        ("Upgrade", ["websocket", "WebSocket", "h2c", "", "websocket, foo"]),
        ("Connection", ["Upgrade", "keep-alive, Upgrade", "close", ""]),
        ("Sec-WebSocket-Version", ["8", "99", "abc", "", "13, 13"]),
        ("Sec-WebSocket-Key", ["short", "", "!!!!", String(repeating: "k", count: 2_000)]),
        ("Origin", ["https://evil.example", "null", "ws://127.0.0.1", "\u{0}"]),
        ("Sec-WebSocket-Extensions", ["permessage-deflate", "x; y=\"", ";;;", "permessage-deflate; a=1"]),
        ("Sec-WebSocket-Protocol", ["chat", "", ","]),
    ]

    /// A well-formed request (a WebSocket upgrade with `webSocket`) with none to four of its parts
    /// spoilt: the method, the target, the version, the line breaks, the Host header, the
    /// headers (huge, many, malformed, folded, lying about the body), a body that follows.
    static func request(port: Int, webSocket: Bool = false, using random: inout SeededGenerator) -> [UInt8] {
        var method = "GET"
        var path = webSocket ? "/ws" : "/"
        var version = "HTTP/1.1"
        var lineBreak = "\r\n"
        var hosts = ["127.0.0.1:\(port)"]
        var headers: [(String, String)] =
            webSocket
            ? [
                ("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Version", "13"),
                ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Origin", "http://127.0.0.1:\(port)"),
            ] : [("Accept", "*/*")]
        var body: [UInt8] = []
        for _ in 0..<[0, 0, 1, 1, 2, 3, 4].randomElement(using: &random)! {
            switch Int.random(in: 0..<15, using: &random) {
            case 0: method = methods.randomElement(using: &random)!
            case 1: method = badMethods.randomElement(using: &random)!
            case 2: path = paths.randomElement(using: &random)!
            case 3:
                // A target of any bytes, escaped or not.
                path += String(
                    decoding: (0..<Int.random(in: 1...40, using: &random)).flatMap { _ -> [UInt8] in
                        let byte = UInt8.random(in: 0...255, using: &random)
                        return Bool.random(using: &random) ? [byte] : Array(String(format: "%%%02X", byte).utf8)
                    }, as: UTF8.self)
            case 4: path += String(repeating: "a", count: Int.random(in: 8_000...24_000, using: &random))
            case 5: version = versions.randomElement(using: &random)!
            case 6: lineBreak = ["\n", "\r", "\n\r"].randomElement(using: &random)!
            case 7: hosts = Bool.random(using: &random) ? [] : [oddHosts(port: port).randomElement(using: &random)!]
            case 8: hosts.append(oddHosts(port: port).randomElement(using: &random)!)
            case 9:
                let (name, values) = webSocketHeaders.randomElement(using: &random)!
                headers.removeAll { $0.0 == name }
                headers.append((name, values.randomElement(using: &random)!))
            case 10:
                headers.append(
                    (
                        ["Cookie", "X-Filler"].randomElement(using: &random)!,
                        String(repeating: "v", count: Int.random(in: 30_000...100_000, using: &random))
                    ))
            case 11:
                // Many headers, often past the decoder's count or size.
                for index in 0..<Int.random(in: 100...1_500, using: &random) {
                    headers.append(("X-Many-\(index)", String(repeating: "m", count: 40)))
                }
            case 12:
                let value = headerValues.randomElement(using: &random)!
                headers.append((headerNames.randomElement(using: &random)!, value))
            case 13:
                headers.append(
                    (
                        "X-Broken",
                        ["a\r\n folded", "a\r\nno colon", "a\r\n\r\nearly end"].randomElement(using: &random)!
                    ))
            default:
                // A body, as long as a Content-Length says or not.
                let length = Int.random(in: 0...200, using: &random)
                body = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                if Bool.random(using: &random) {
                    headers.append(
                        ("Content-Length", "\(length + [0, 0, -1, 1, 1_000].randomElement(using: &random)!)"))
                }
            }
        }
        var head = "\(method) \(path) \(version)\(lineBreak)"
        for host in hosts { head += "Host: \(host)\(lineBreak)" }
        for (name, value) in headers { head += "\(name): \(value)\(lineBreak)" }
        return Array((head + lineBreak).utf8) + body
    }
}
