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
