import Foundation
import Testing

@testable import Workshop

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The address `earshot serve` prints is the one it listens on, so opening it works.
@Suite struct ServeAddressTests {
    @Test func anotherLoopbackAddressIsPrintedAndAnswers() async throws {
        try await ServeProcess.serving(
            WorkshopSessionTests.screen(), arguments: ["--host", "127.0.0.2", "--port", "0"]
        ) {
            server, _ in
            #expect(server.url.hasPrefix("http://127.0.0.2:"), "\(server.url)")
            let page = try await WorkshopServerTests.get(server.url)
            #expect(page.status == 200)
            #expect(server.stop() == 0)
        }
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
