import Benchmarks
import Foundation
import Testing

@testable import Workshop

/// The screenshot is served at its one path, under the same rules as the page.
@Suite struct ScreenshotServeTests {
    static func png() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID()).png")
        try FollowingBrowserTests.png.write(to: file)
        return file
    }

    @Test func itIsServedWithTheHostAndTokenChecks() async throws {
        let shot = try Self.png()
        defer { try? FileManager.default.removeItem(at: shot) }
        try await WorkshopServerTests.serving(screenshot: shot) { port, _ in
            let image = try await WorkshopServerTests.get("http://127.0.0.1:\(port)/screenshot.png")
            #expect(image.status == 200)
            #expect(image.headers["Content-Type"] == "image/png")
            let rebound = try await RawRequest.statusLine(
                port: port, request: "GET /screenshot.png HTTP/1.1\r\nHost: 127.0.0.1.nip.io:\(port)\r\n")
            #expect(rebound.contains(" 403 "), "\(rebound)")
        }
        try await WorkshopServerTests.serving(host: "0.0.0.0", screenshot: shot) { port, configuration in
            let token = try #require(configuration.token)
            #expect(try await WorkshopServerTests.get("http://127.0.0.1:\(port)/screenshot.png").status == 403)
            #expect(
                try await WorkshopServerTests.get("http://127.0.0.1:\(port)/screenshot.png?token=\(token)").status
                    == 200)
        }
    }

    @Test func withoutOneNothingIsServedAndAFileThatIsNoPNGIsNot() async throws {
        try await WorkshopServerTests.serving { port, _ in
            let image = try await WorkshopServerTests.get("http://127.0.0.1:\(port)/screenshot.png")
            #expect(image.status == 404)
        }
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("shot-\(UUID()).png")
        try "not an image".write(to: text, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: text) }
        try await WorkshopServerTests.serving(screenshot: text) { port, _ in
            let image = try await WorkshopServerTests.get("http://127.0.0.1:\(port)/screenshot.png")
            #expect(image.status == 404)
        }
    }

    /// A screen file names a screenshot for a screen: pages are sent it when that screen shows.
    @Test func eachScreenIsDrawnOverItsOwnScreenshot() async throws {
        let shot = try Self.png()
        defer { try? FileManager.default.removeItem(at: shot) }
        let app = """
            screens:
              - name: home
                elements:
                  - {accessibilityLabel: Open, accessibilityTraits: [button], accessibilityFrame: [0, 100, 100, 44]}
              - name: detail
                screenshot: \(shot.lastPathComponent)
                elements:
                  - {accessibilityLabel: Done, accessibilityTraits: [button], accessibilityFrame: [0, 100, 100, 44]}

            """
        try await WorkshopServerTests.serving(screen: app) { port, _ in
            let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
            let home = await WorkshopServerTests.messages(page) { $0["type"]?.string == "screen" }.last
            #expect(home?["name"]?.string == "home")
            #expect(home?["screenshot"]?.string == nil)
            page.send(#"{"type":"screen","name":"detail"}"#)
            let detail = await WorkshopServerTests.messages(page) { $0["type"]?.string == "screen" }.last
            #expect(detail?["name"]?.string == "detail")
            let path = try #require(detail?["screenshot"]?.string)
            let image = try await WorkshopServerTests.get("http://127.0.0.1:\(port)\(path)")
            #expect(image.status == 200)
            #expect(image.headers["Content-Type"] == "image/png")
            // Only the screens' own screenshots are served: none for the first, none past the last.
            for other in ["0.png", "2.png", "1", "..%2F1.png"] {
                let response = try await WorkshopServerTests.get("http://127.0.0.1:\(port)/screenshots/\(other)")
                #expect(response.status == 404, "\(other)")
            }
            page.close()
        }
    }

    /// A PNG beside the file that cannot be drawn (here one claiming 20000 × 20000 pixels) is
    /// said in the terminal and in every page, and never sent.
    @Test func aBadPNGBesideTheFileIsReported() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("beside-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.yaml")
        try WorkshopSessionTests.screen().write(to: file, atomically: true, encoding: .utf8)
        var huge = Array(FollowingBrowserTests.png.prefix(16))
        for side in [UInt32(20_000), 20_000] { huge += withUnsafeBytes(of: side.bigEndian, Array.init) }
        try Data(huge + [8, 6, 0, 0, 0, 0, 0, 0, 0]).write(to: folder.appendingPathComponent("page.png"))
        let server = try ServeProcess([file.path, "--port", "0"], in: folder)
        defer { server.stop() }
        #expect(
            server.errorOutput.contains(
                "page.png: warning: the screenshot found beside the served file is 20000 × 20000 pixels"),
            "\(server.errorOutput)")
        let page = WorkshopPage(url: server.url.replacingOccurrences(of: "http:", with: "ws:") + "ws")
        let seen = await WorkshopServerTests.messages(page) { $0["type"]?.string == "screen" }
        #expect(
            seen.contains { $0["type"]?.string == "error" && $0["message"]?.string?.contains("20000 × 20000") == true })
        #expect(seen.last?["screenshot"]?.string == nil, "a screenshot that cannot be drawn is not sent")
        #expect(try await WorkshopServerTests.get(server.url + "screenshot.png").status == 404)
        page.close()
        #expect(server.stop() == 0)
    }

    /// `--max-followers` sets how many pages may follow a session; the next is told why not.
    @Test func theFollowerCapIsAnOption() async throws {
        try await ServeProcess.serving(
            WorkshopSessionTests.screen(), arguments: ["--port", "0", "--max-followers", "1"]
        ) {
            server, _ in
            let base = server.url.replacingOccurrences(of: "http:", with: "ws:") + "ws"
            let presenter = WorkshopPage(url: base)
            let welcome = await WorkshopServerTests.messages(presenter) { $0["type"]?.string == "welcome" }.last
            let code = try #require(welcome?["session"]?.string)
            let follower = WorkshopPage(url: base + "?follow=\(code)")
            #expect(await !WorkshopServerTests.isRefused(follower, because: "the most it takes"))
            let second = WorkshopPage(url: base + "?follow=\(code)")
            #expect(await WorkshopServerTests.isRefused(second, because: "--max-followers"))
            for page in [presenter, follower, second] { page.close() }
            #expect(server.stop() == 0)
        }
    }

    @Test func aPNGBesideTheFileIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("beside-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.xml")
        #expect(Screenshot.of(file: page, named: nil) == nil)
        try FollowingBrowserTests.png.write(to: folder.appendingPathComponent("page.png"))
        #expect(Screenshot.of(file: page, named: nil)?.url.lastPathComponent == "page.png")
    }
}
