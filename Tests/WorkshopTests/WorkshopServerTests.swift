import Benchmarks
import Foundation
import Logging
import Reporting
import Testing
import Voices

@testable import Workshop

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server over real sockets: who it lets in, what it does with bad messages, and that it
/// stops cleanly.
@Suite struct WorkshopServerTests {
    /// A server on a free port, running until the test's body returns.
    static func serving<T>(
        host: String = "127.0.0.1", limits: WorkshopLimits = WorkshopLimits(),
        screen: String = WorkshopSessionTests.screen(), screenshot: URL? = nil, synthesis: SynthesisPlan = .inProcess,
        _ body: (_ port: Int, _ configuration: WorkshopConfiguration) async throws -> T
    ) async throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID()).yaml")
        try screen.write(to: file, atomically: true, encoding: .utf8)
        let configuration = WorkshopConfiguration(
            file: file, host: host, port: 0, limits: limits, screenshot: screenshot, synthesis: synthesis
        ).securing()
        let server = WorkshopServer(configuration: configuration, voices: try WorkshopSessionTests.voices.get())
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let running = Task {
            try await server.run(logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }) { portSink.yield($0) }
        }
        guard let port = await ports.first(where: { _ in true }) else { throw Failed("no port") }
        defer { running.cancel() }
        return try await body(port, configuration)
    }

    struct Failed: Error {
        let what: String
        init(_ what: String) { self.what = what }
    }

    static func get(_ url: String) async throws -> (status: Int, headers: [String: String], body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: url)!)
        let http = response as! HTTPURLResponse
        return (
            http.statusCode, http.allHeaderFields as? [String: String] ?? [:], String(decoding: data, as: UTF8.self)
        )
    }

    /// The JSON messages a page received until `stop` matches one, the connection closed, or
    /// thirty seconds passed (the wait is then given up, and the test fails on what it lacks).
    /// The bound is generous because the whole test suite runs at once on two cores: a wait
    /// ends as soon as its message arrives, so only a failing test waits that long.
    static func messages(
        _ page: WorkshopPage, until stop: @escaping @Sendable ([String: JSONValue]) -> Bool
    ) async -> [[String: JSONValue]] {
        let reading = Task {
            var seen: [[String: JSONValue]] = []
            for await (_, message) in page.received {
                switch message {
                case .json:
                    let object = message.object ?? [:]
                    seen.append(object)
                    if stop(object) { return seen }
                case .closed: return seen
                case .audio: continue
                }
            }
            return seen
        }
        let deadline = Task {
            try await Task.sleep(for: .seconds(30))
            reading.cancel()
        }
        defer { deadline.cancel() }
        return await reading.value
    }

    /// Whether a page was turned away: it was never welcomed, and the reason it was sent (when
    /// it arrived: the server closes the connection right after it, and when the reason, the
    /// upgrade response and the close arrive together, SwiftNIO's client may close the page
    /// before handing the reason on) contains `reason`.
    static func isRefused(_ page: WorkshopPage, because reason: String) async -> Bool {
        let seen = await messages(page) { $0["type"]?.string == "error" || $0["type"]?.string == "welcome" }
        guard !seen.contains(where: { $0["type"]?.string == "welcome" }) else { return false }
        return seen.last.map { $0["message"]?.string?.contains(reason) == true } ?? true
    }

    @Test func thePageIsServedWithItsPolicyAndNothingElseIs() async throws {
        try await Self.serving { port, _ in
            let page = try await Self.get("http://127.0.0.1:\(port)/")
            #expect(page.status == 200)
            #expect(page.body.contains("<title>Earshot workshop</title>"))
            #expect(page.headers["Content-Security-Policy"]?.contains("default-src 'self'") == true)
            #expect(try await Self.get("http://127.0.0.1:\(port)/workshop.js").status == 200)
            for path in ["/samples/app.yaml", "/..%2F..%2Fetc%2Fpasswd", "/Package.swift", "/index.html"] {
                #expect(try await Self.get("http://127.0.0.1:\(port)\(path)").status == 404, "\(path)")
            }
        }
    }

    @Test func beyondLoopbackEveryRequestNeedsTheToken() async throws {
        try await Self.serving(host: "0.0.0.0") { port, configuration in
            let token = try #require(configuration.token)
            #expect(token.count == 32)
            #expect(configuration.url(port: port).hasSuffix("/?token=\(token)"))
            #expect(try await Self.get("http://127.0.0.1:\(port)/").status == 403)
            #expect(try await Self.get("http://127.0.0.1:\(port)/workshop.js?token=wrong").status == 403)
            #expect(try await Self.get("http://127.0.0.1:\(port)/?token=\(token)").status == 200)

            let refused = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            #expect(await Self.messages(refused) { _ in false }.isEmpty, "no message before the connection is refused")
            let admitted = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws?token=\(token)")
            let welcome = await Self.messages(admitted) { $0["type"]?.string == "welcome" }
            #expect(welcome.last?["type"]?.string == "welcome")
            admitted.close()
        }
    }

    @Test func aLoopbackServerRefusesOtherSitesAndOtherNames() async throws {
        try await Self.serving { port, _ in
            let crossSite = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws", origin: "http://evil.example")
            #expect(await Self.messages(crossSite) { _ in false }.isEmpty)
            let ownPage = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws", origin: "http://127.0.0.1:\(port)")
            #expect(await Self.messages(ownPage) { $0["type"]?.string == "welcome" }.count == 1)
            ownPage.close()
            // A loopback server reached by another name (DNS rebinding).
            var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
            request.setValue("rebound.example:\(port)", forHTTPHeaderField: "Host")
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as! HTTPURLResponse).statusCode == 403)
        }
    }

    @Test func badMessagesGetAnErrorAndTheConnectionGoesOn() async throws {
        try await Self.serving { port, _ in
            let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            _ = await Self.messages(page) { $0["type"]?.string == "screen" }
            for bad in ["{", #"{"type":"gesture","gesture":"fly"}"#, String(repeating: "x", count: 5_000)] {
                page.send(bad)
                let error = await Self.messages(page) { $0["type"]?.string == "error" }.last
                #expect(error?["message"]?.string?.isEmpty == false, "\(bad.prefix(20))")
            }
            page.send(#"{"type":"gesture","gesture":"next"}"#)
            let said = await Self.messages(page) {
                $0["type"]?.string == "said" && $0["utterances"]?.array?.isEmpty == false
            }
            #expect(said.last?["utterances"]?.array?.first?["text"]?.string == "Second. Button.")
            page.close()
        }
    }

    @Test func noAudioOfInterruptedSpeechArrivesAfterTheNewSpeech() async throws {
        let long = String(repeating: "A long label read for a minute, ", count: 60)
        try await Self.serving(screen: WorkshopSessionTests.screen(second: long)) { port, _ in
            let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            _ = await Self.messages(page) { $0["type"]?.string == "screen" }
            page.send(#"{"type":"gesture","gesture":"next"}"#)
            var oldStream: UInt32?
            var newStream: UInt32?
            var oldFramesAfterNewSpeech = 0
            var pressedAgain = false
            for await (_, message) in page.received {
                if let stream = message.firstStream {
                    if oldStream == nil { oldStream = stream } else { newStream = stream }
                }
                if case .audio(let stream, _) = message {
                    if stream == oldStream, !pressedAgain {
                        // The long label is being spoken: press the next key.
                        page.send(#"{"type":"gesture","gesture":"next"}"#)
                        pressedAgain = true
                    }
                    if stream == oldStream, newStream != nil { oldFramesAfterNewSpeech += 1 }
                }
                if message.hasType("audioEnd"), message.object?["stream"]?.number.map(UInt32.init) == newStream {
                    break
                }
            }
            #expect(newStream != nil)
            #expect(oldFramesAfterNewSpeech == 0)
            page.close()
        }
    }

    @Test func aFloodOfMessagesIsCutToTheRate() async throws {
        var limits = WorkshopLimits()
        limits.messagesPerSecond = 10
        try await Self.serving(limits: limits) { port, _ in
            let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            _ = await Self.messages(page) { $0["type"]?.string == "screen" }
            for _ in 0..<60 { page.send(#"{"type":"stop"}"#) }
            let refusal = await Self.messages(page) { $0["type"]?.string == "error" }.last
            #expect(refusal?["message"]?.string?.contains("too many messages") == true)
            page.close()
        }
    }

    @Test func sessionsAreLimitedAndCodesMustExist() async throws {
        var limits = WorkshopLimits()
        limits.maximumSessions = 1
        limits.maximumPagesPerSession = 2
        try await Self.serving(limits: limits) { port, _ in
            let first = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            let welcome = await Self.messages(first) { $0["type"]?.string == "welcome" }.last
            let code = try #require(welcome?["session"]?.string)
            let second = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            #expect(await Self.isRefused(second, because: "the most it takes"))
            let unknown = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws?follow=NOSUCH")
            #expect(await Self.isRefused(unknown, because: "no session"))
            // Following does not take a session: a room may follow a full server's presenter.
            let follower = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws?follow=\(code.lowercased())")
            let followed = await Self.messages(follower) { $0["type"]?.string == "welcome" }.last
            #expect(followed?["presenter"] == .bool(false))
            follower.send(#"{"type":"gesture","gesture":"next"}"#)
            let refused = await Self.messages(follower) { $0["type"]?.string == "error" }.last
            #expect(refused?["message"]?.string?.contains("follows") == true)
            // The presenter's page and one follower are the most this session takes.
            let third = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws?follow=\(code)")
            #expect(await Self.isRefused(third, because: "the most it takes"))
            first.close()
            follower.close()
        }
    }

    /// A loopback server on a free port, running until its task is cancelled.
    static func started() async throws -> (running: Task<Void, any Error>, port: Int) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID()).yaml")
        try WorkshopSessionTests.screen().write(to: file, atomically: true, encoding: .utf8)
        let server = WorkshopServer(
            configuration: WorkshopConfiguration(file: file, port: 0), voices: try WorkshopSessionTests.voices.get())
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let running = Task {
            try await server.run(logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }) { portSink.yield($0) }
        }
        guard let port = await ports.first(where: { _ in true }) else { throw Failed("no port") }
        return (running, port)
    }

    @Test func cancellingTheServerEndsItsRun() async throws {
        let (running, port) = try await Self.started()
        let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
        _ = await Self.messages(page) { $0["type"]?.string == "screen" }
        running.cancel()
        _ = try? await running.value
        // The page's connection ends with the server.
        #expect(await Self.messages(page) { _ in false }.allSatisfy { $0["type"] != nil })
    }
}
