import Benchmarks
import Foundation
import TestSupport
import Testing

/// `earshot serve`'s synthesis processes: they speak, they end with the server however it
/// ends, and one that dies is replaced.
@Suite struct SynthesisWorkerTests {
    /// Runs `body` with a real server started with two synthesis processes, once both have
    /// started, and their process ids; then stops the server and removes its folder.
    static func withServer(_ body: (_ server: ServeProcess, _ workers: [Int32]) async throws -> Void) async throws {
        try await ServeProcess.serving(
            WorkshopSessionTests.screen(), arguments: ["--port", "0", "--synth-workers", "2"]
        ) {
            server, _ in
            let pid = server.process.processIdentifier
            #expect(await eventually { ProcessStatus.children(of: pid).count == 2 })
            try await body(server, ProcessStatus.children(of: pid))
        }
    }

    /// Waits up to ten seconds for `condition`.
    static func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }

    /// Presses "next" on a new page of `server` until its speech's audio comes, pressing again
    /// after speech that failed (a worker's death fails what it was saying) up to `tries`
    /// times; returns whether audio came, and the failures' words.
    static func speaks(_ server: ServeProcess, tries: Int = 1) async throws -> (heard: Bool, failures: [String]) {
        let port = try #require(URL(string: server.url)?.port)
        let page = WorkshopPage(url: "ws://127.0.0.1:\(port)/ws")
        defer { page.close() }
        let next = #"{"type":"gesture","gesture":"next"}"#
        let heard = Task {
            var stream: UInt32?
            var failures: [String] = []
            for await (_, message) in page.received {
                if message.hasType("screen"), stream == nil { page.send(next) }
                if let first = message.firstStream { stream = first }
                if case .audio(let audio, let samples) = message, audio == stream, samples > 0 {
                    return (true, failures)
                }
                if message.hasType("audioEnd"), message.object?["outcome"]?.string == "failed" {
                    failures.append(message.object?["error"]?.string ?? "")
                    guard failures.count < tries else { return (false, failures) }
                    page.send(next)
                }
                if message == .closed { return (false, failures) }
            }
            return (false, failures)
        }
        let deadline = Task {
            try await Task.sleep(for: .seconds(30))
            heard.cancel()
            page.close()
        }
        defer { deadline.cancel() }
        return await heard.value
    }

    @Test func workersEndWhenTheServerStops() async throws {
        try await Self.withServer { server, workers in
            let (heard, failures) = try await Self.speaks(server)
            #expect(heard, "\(failures)")
            #expect(server.stop() == 0, "the server did not end by itself after SIGTERM: \(server.errorOutput)")
            #expect(await Self.eventually { workers.allSatisfy(ProcessStatus.hasEnded) }, "workers outlived the server")
        }
    }

    @Test func workersEndWhenTheServerIsKilled() async throws {
        try await Self.withServer { server, workers in
            kill(server.process.processIdentifier, SIGKILL)
            server.process.waitUntilExit()
            // Their input closed with the server: nothing else tells them.
            #expect(await Self.eventually { workers.allSatisfy(ProcessStatus.hasEnded) }, "workers outlived the server")
        }
    }

    @Test func aWorkerThatDiesIsReplacedAndSpeechGoesOn() async throws {
        try await Self.withServer { server, workers in
            for worker in workers { kill(worker, SIGKILL) }
            #expect(await Self.eventually { workers.allSatisfy(ProcessStatus.hasEnded) })
            // A key that reached a dead worker fails, said so; the next is spoken by a new one.
            let (heard, failures) = try await Self.speaks(server, tries: 3)
            #expect(heard, "no speech after the workers died: \(failures)")
            #expect(failures.allSatisfy { $0.contains("espeak-ng stopped") })
            let now = ProcessStatus.children(of: server.process.processIdentifier)
            #expect(now.contains { !workers.contains($0) }, "no new worker")
            #expect(server.process.isRunning)
        }
    }
}
