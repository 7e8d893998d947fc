import Foundation
import Logging
import Synchronization
import Voices
import Workshop

/// Measures `earshot serve` against docs/benchmarks.md with pages that are WebSocket clients in
/// this process: a key to the first audio bytes of its speech, a key interrupting speech, 50
/// sessions each pressing a key every 200 ms, and the memory an idle session takes. Times are
/// taken where the page receives, so they include the loopback connection: the server's own
/// share is smaller.
package struct ServeBenchmark: Sendable {
    package var voices: VoiceCatalog
    package var rounds: Int
    package var sessions: Int
    package var seconds: Int

    package init(voices: VoiceCatalog, rounds: Int = 200, sessions: Int = 50, seconds: Int = 10) {
        self.voices = voices
        self.rounds = rounds
        self.sessions = sessions
        self.seconds = seconds
    }

    /// The time between one page's key presses under load.
    static let keyInterval = Duration.milliseconds(200)
    /// The pause between one page's keys when keys are pressed one at a time: quicker than a
    /// person presses them, within the server's message rate.
    static let pause = Duration.milliseconds(40)
    /// Rows on the generated screen: enough that swiping back and forth never reaches an end.
    static let rows = 60

    package func run(report: @escaping (Measurement) -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-serve-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rows.yaml")
        try Self.screen().write(to: file, atomically: true, encoding: .utf8)
        var limits = WorkshopLimits()
        limits.maximumSessions = sessions * 3 + 10
        let server = WorkshopServer(
            configuration: WorkshopConfiguration(file: file, port: 0, limits: limits), voices: voices)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let serving = Task {
            try await server.run(logger: Logger(label: "earshot.bench") { _ in SwiftLogNoOpLogHandler() }) {
                portSink.yield($0)
            }
        }
        defer { serving.cancel() }
        guard let port = await ports.first(where: { _ in true }) else {
            throw BenchmarkError("the server did not start")
        }
        let url = "ws://127.0.0.1:\(port)/ws"

        let keys = try await keyToFirstAudio(url: url)
        report(Measurement("serve: key to first audio bytes (median)", Stopwatch.median(keys), "ms", budget: 5))
        let interrupts = try await interrupt(url: url)
        report(
            Measurement(
                "serve: interrupt: old speech ends, new starts (median)", Stopwatch.median(interrupts), "ms",
                budget: 5))
        let load = await loaded(url: url)
        report(
            Measurement(
                "serve: \(sessions) sessions, a key each 200 ms: p99 to audio", load.p99, "ms", budget: 50))
        report(Measurement("serve: keys pressed under load", Double(load.keys), "keys"))
        report(Measurement("serve: keys without their speech (dropped)", Double(load.dropped), "keys", budget: 0))
        let memory = await idleSessionMemory(url: url, count: 100)
        report(Measurement("serve: memory per idle session", memory / 1_048_576, "MB", budget: 2))
    }

    // MARK: - One page

    /// Keys pressed one at a time, each after the last one's speech ended.
    private func keyToFirstAudio(url: String) async throws -> [Double] {
        let page = PageSession(WorkshopPage(url: url))
        defer { page.page.close() }
        try await page.waitForScreen()
        var latencies: [Double] = []
        for round in 0..<(rounds + 10) {
            let start = ContinuousClock.now
            page.page.send(Self.key(round))
            let (stream, firstAudio) = try await page.speech()
            try await page.end(of: stream)
            if round >= 10 { latencies.append(Self.milliseconds(firstAudio - start)) }
            try await Task.sleep(for: Self.pause)
        }
        return latencies
    }

    /// A key pressed while a long label is being spoken (the screen's last element, minutes of
    /// speech): until the old speech's end reached the page and the new speech's first audio did.
    private func interrupt(url: String) async throws -> [Double] {
        let page = PageSession(WorkshopPage(url: url))
        defer { page.page.close() }
        try await page.waitForScreen()
        var latencies: [Double] = []
        for round in 0..<(rounds / 4 + 5) {
            page.page.send(#"{"type":"gesture","gesture":"last"}"#)
            _ = try await page.speech()
            let start = ContinuousClock.now
            page.page.send(#"{"type":"gesture","gesture":"previous"}"#)
            let (oldEnded, newAudio, stream) = try await page.interruption()
            try await page.end(of: stream)
            try await Task.sleep(for: Self.pause)
            if round >= 5 { latencies.append(Self.milliseconds(max(oldEnded, newAudio) - start)) }
        }
        return latencies
    }

    // MARK: - Many pages

    private func loaded(url: String) async -> (p99: Double, keys: Int, dropped: Int) {
        let results = await withTaskGroup(of: (latencies: [Double], dropped: Int).self) { group in
            for index in 0..<sessions {
                group.addTask { await pressKeys(url: url, offset: index) }
            }
            var all: [(latencies: [Double], dropped: Int)] = []
            for await result in group { all.append(result) }
            return all
        }
        let latencies = results.flatMap(\.latencies).sorted()
        let dropped = results.map(\.dropped).reduce(0, +)
        let p99 = latencies.isEmpty ? .nan : latencies[min(latencies.count - 1, latencies.count * 99 / 100)]
        return (p99, latencies.count + dropped, dropped)
    }

    /// One page pressing a key every ``keyInterval`` for ``seconds``; what each key took to its
    /// first audio, and how many keys got no speech.
    private func pressKeys(url: String, offset: Int) async -> (latencies: [Double], dropped: Int) {
        let page = WorkshopPage(url: url)
        let pressed = Mutex<[ContinuousClock.Instant]>([])
        // Each key says one utterance: the n-th speech answers the n-th key.
        let reader = Task { () -> [Double] in
            var latencies: [Double] = []
            var streams: [UInt32: Int] = [:]
            var saidCount = 0
            for await (at, message) in page.received {
                switch message {
                case .json where message.hasType("said"):
                    guard let first = message.firstStream else { continue }
                    streams[first] = saidCount
                    saidCount += 1
                case .audio(let stream, _):
                    guard let key = streams.removeValue(forKey: stream),
                        let start = pressed.withLock({ key < $0.count ? $0[key] : nil })
                    else { continue }
                    latencies.append(Self.milliseconds(at - start))
                default: break
                }
            }
            return latencies
        }
        // Start at different moments, as people do.
        try? await Task.sleep(for: .milliseconds(offset * 200 / max(sessions, 1)))
        let keys = seconds * 5
        for round in 0..<keys {
            pressed.withLock { $0.append(.now) }
            page.send(Self.key(round))
            try? await Task.sleep(for: Self.keyInterval)
        }
        try? await Task.sleep(for: .seconds(1))
        page.close()
        let latencies = await reader.value
        return (latencies, keys - latencies.count)
    }

    /// Resident memory added by `count` sessions whose pages are open and idle, per session.
    private func idleSessionMemory(url: String, count: Int) async -> Double {
        try? await Task.sleep(for: .milliseconds(500))
        let before = ProcessMemory.residentBytes(field: "VmRSS") ?? 0
        var pages: [PageSession] = []
        for _ in 0..<count {
            let page = PageSession(WorkshopPage(url: url))
            try? await page.waitForScreen()
            pages.append(page)
        }
        try? await Task.sleep(for: .milliseconds(500))
        let after = ProcessMemory.residentBytes(field: "VmRSS") ?? 0
        for page in pages { page.page.close() }
        return Double(after - before) / Double(count)
    }

    // MARK: - Helpers

    /// Swipes right for 20 keys, then left for 20, and so on.
    static func key(_ round: Int) -> String {
        let gesture = (round / 20).isMultiple(of: 2) ? "next" : "previous"
        return #"{"type":"gesture","gesture":"\#(gesture)"}"#
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// A list of buttons, one per row, and last a paragraph that takes minutes to say.
    static func screen() -> String {
        var yaml =
            "name: rows\nelements:\n  - accessibilityIdentifier: list\n    accessibilityContainerType: list\n    subviews:\n"
        for row in 1...rows {
            yaml += """
                      - accessibilityLabel: "Row \(row), \(row * 3) items"
                        accessibilityTraits: [button]
                        accessibilityFrame: [0, \(row * 44), 393, 44]

                """
        }
        let paragraph = String(repeating: "A paragraph read to its end unless a gesture cuts it short, ", count: 40)
        yaml += """
              - accessibilityLabel: "\(paragraph)"
                accessibilityTraits: [staticText]
                accessibilityFrame: [0, \((rows + 1) * 44), 393, 400]

            """
        return yaml
    }
}

/// Reads one page's messages in order, for a benchmark that waits for one thing at a time.
final class PageSession {
    let page: WorkshopPage
    private var messages: AsyncStream<(at: ContinuousClock.Instant, message: WorkshopPage.Received)>.AsyncIterator

    init(_ page: WorkshopPage) {
        self.page = page
        messages = page.received.makeAsyncIterator()
    }

    private func next() async throws -> (at: ContinuousClock.Instant, message: WorkshopPage.Received) {
        guard let event = await messages.next(), event.message != .closed else {
            throw BenchmarkError("the server closed the page's connection")
        }
        if event.message.hasType("error") {
            throw BenchmarkError("the server refused a message: \(event.message.object?["message"]?.string ?? "")")
        }
        return event
    }

    func waitForScreen() async throws {
        while true {
            if try await next().message.hasType("screen") { return }
        }
    }

    /// The next speech: its first stream and when its first audio arrived.
    func speech() async throws -> (stream: UInt32, firstAudio: ContinuousClock.Instant) {
        var stream: UInt32?
        while true {
            let (at, message) = try await next()
            switch message {
            case .json where message.hasType("said"):
                if let first = message.firstStream { stream = first }
            case .audio(let audio, _) where audio == stream:
                return (audio, at)
            default: break
            }
        }
    }

    /// After a key interrupting speech: when the interrupted speech's end arrived, when the new
    /// speech's first audio did, and the new speech's stream.
    func interruption() async throws -> (
        oldEnded: ContinuousClock.Instant, newAudio: ContinuousClock.Instant, stream: UInt32
    ) {
        var stream: UInt32?
        var oldEnded: ContinuousClock.Instant?
        var newAudio: ContinuousClock.Instant?
        while oldEnded == nil || newAudio == nil {
            let (at, message) = try await next()
            switch message {
            case .json where message.hasType("said"):
                if let first = message.firstStream { stream = first }
            case .json where message.hasType("audioEnd"):
                if oldEnded == nil, message.object?["outcome"]?.string == "interrupted" { oldEnded = at }
            case .audio(let audio, _) where audio == stream:
                if newAudio == nil { newAudio = at }
            default: break
            }
        }
        return (oldEnded!, newAudio!, stream!)
    }

    /// Waits until `stream`'s speech has ended.
    func end(of stream: UInt32) async throws {
        while true {
            let message = try await next().message
            if message.hasType("audioEnd"), message.object?["stream"]?.number == Double(stream) { return }
        }
    }
}
