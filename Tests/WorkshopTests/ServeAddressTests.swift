import Foundation
import Testing

@testable import Workshop

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The address `earshot serve` prints is the one it listens on, so opening it works.
@Suite struct ServeAddressTests {
    @Test func anotherLoopbackAddressIsPrintedAndAnswers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-address-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.yaml")
        try WorkshopSessionTests.screen().write(to: file, atomically: true, encoding: .utf8)
        let server = try ServeProcess([file.path, "--host", "127.0.0.2", "--port", "0"], in: folder)
        defer { server.stop() }
        #expect(server.url.hasPrefix("http://127.0.0.2:"), "\(server.url)")
        let page = try await WorkshopServerTests.get(server.url)
        #expect(page.status == 200)
        #expect(server.stop() == 0)
    }

    @Test func theAddressNamesTheHostBoundTo() {
        let cases = [
            "127.0.0.1": "http://127.0.0.1:8080/", "127.0.0.2": "http://127.0.0.2:8080/",
            "localhost": "http://localhost:8080/", "::1": "http://[::1]:8080/",
        ]
        for (host, url) in cases {
            #expect(WorkshopConfiguration(file: URL(fileURLWithPath: "/app.yaml"), host: host).url(port: 8080) == url)
        }
    }
}
