import Benchmarks
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The first SIGTERM stops `earshot serve` within a few seconds, whatever a browser left open:
/// a connection opened ahead of need, one whose request was cut short, a kept-alive connection
/// after the page and its files, and a page's WebSocket, closed or left open. A few runs here;
/// hundreds in the long mode (`EARSHOT_LONG_TESTS=1`), which a rare hang needs to show.
@Suite(.serialized) struct ShutdownLoopTests {
    /// The longest a server may take to end after the signal: connections get two seconds, and
    /// the rest is margin for a machine busy with the other tests (a hang is minutes).
    static let stopLimit: Duration = .seconds(10)

    @Test(.timeLimit(.minutes(5))) func theFirstSigtermStopsTheServerAfterABrowse() async throws {
        try await Self.startBrowseStop(runs: 3)
    }

    @Test(.enabled(if: LongTests.enabled), .timeLimit(.minutes(60))) func theFirstSigtermStopsTheServerEveryTime()
        async throws
    {
        try await Self.startBrowseStop(runs: 300)
    }

    static func startBrowseStop(runs: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for run in 1...runs {
            // The built-in sample, as `earshot serve` serves it with no file.
            let server = try ServeProcess(["--port", "0"], in: folder)
            defer { server.stop() }
            let port = try #require(URL(string: server.url)?.port)
            let held = try await browse(port: port, closingThePage: run.isMultiple(of: 2))
            defer { held.forEach { $0.close() } }
            let signalled = ContinuousClock.now
            let status = server.stop()
            let took = ContinuousClock.now - signalled
            #expect(status == 0, "run \(run): the server did not end by itself after SIGTERM: \(server.errorOutput)")
            #expect(took <= stopLimit, "run \(run): the server took \(took) to end after SIGTERM")
            if status != 0 || took > stopLimit { return }
        }
    }

    /// What a browser does with a workshop page; returns the connections it leaves open.
    static func browse(port: Int, closingThePage: Bool) async throws -> [SilentConnection] {
        let preconnected = try SilentConnection(port: port)
        let cutShort = try SilentConnection(port: port)
        cutShort.send("GET /workshop.js HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
        for path in ["/", "/workshop.css", "/workshop.js"] {
            #expect(try await WorkshopServerTests.get("http://127.0.0.1:\(port)\(path)").status == 200, "\(path)")
        }
        let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
        // Sent at once, not on the screen's arrival: the server takes a page's messages once it
        // has joined.
        page.send(#"{"type":"gesture","gesture":"next"}"#)
        let said = await WorkshopServerTests.messages(page) {
            $0["type"]?.string == "said" && $0["utterances"]?.array?.isEmpty == false
        }
        #expect(said.last?["utterances"]?.array?.isEmpty == false)
        if closingThePage { page.close() }
        return [preconnected, cutShort]
    }
}
