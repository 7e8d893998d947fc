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

    /// Listening on every interface, the server gives the address of each, token and all: a
    /// participant's laptop may not resolve this machine's name.
    @Test func everyInterfaceHasItsAddress() {
        let configuration = WorkshopConfiguration(
            file: URL(fileURLWithPath: "/app.yaml"), host: "0.0.0.0", token: "T0K")
        let addresses = configuration.addresses(port: 8080)
        #expect(addresses.contains { $0.url == "http://127.0.0.1:8080/?token=T0K" }, "\(addresses)")
        #expect(addresses.last?.url == "http://127.0.0.1:8080/?token=T0K", "loopback comes last: \(addresses)")
        #expect(configuration.url(port: 8080) == addresses.first?.url)
        #expect(!configuration.url(port: 8080).contains(ProcessInfo.processInfo.hostName + ":"))
        #expect(WorkshopConfiguration(file: URL(fileURLWithPath: "/app.yaml")).addresses(port: 8080).isEmpty)
    }

    @Test func aServerOnEveryInterfacePrintsEachAddress() async throws {
        try await ServeProcess.serving(WorkshopSessionTests.screen(), arguments: ["--host", "0.0.0.0", "--port", "0"]) {
            server, _ in
            let lines = server.printed.split(separator: "\n").map(String.init)
            let port = try #require(URL(string: server.url)?.port)
            let token = try #require(server.url.split(separator: "?token=").last)
            #expect(lines.contains { $0.hasPrefix("  http://127.0.0.1:\(port)/?token=\(token)") }, "\(lines)")
            #expect(server.stop() == 0)
        }
    }
}
