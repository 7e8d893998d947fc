import Foundation
import Logging
import Voices
import Workshop

/// Measures `earshot serve` against docs/benchmarks.md with pages that are WebSocket clients in
/// this process: a key to the first audio bytes of its speech, a key interrupting speech, the
/// synthesis ceiling and the capacity measured against it in the same run, a room of 50
/// sessions each pressing a key every 2 s, and the memory an idle session takes. Times are
/// taken where the page receives, so they include the loopback connection: the server's own
/// share is smaller.
package struct ServeBenchmark: Sendable {
    package var voices: VoiceCatalog
    package var rounds: Int
    package var sessions: Int
    package var seconds: Int
    /// How the server synthesises (worker processes, as `earshot serve` does by default).
    package var synthesis: SynthesisPlan

    package init(
        voices: VoiceCatalog, rounds: Int = 200, sessions: Int = 50, seconds: Int = 10,
        synthesis: SynthesisPlan = .inProcess
    ) {
        self.voices = voices
        self.rounds = rounds
        self.sessions = sessions
        self.seconds = seconds
        self.synthesis = synthesis
    }

    /// The time between one page's key presses in the room: a room following a trainer.
    static let roomKeyInterval = Duration.seconds(2)
    /// The pause between one page's keys when keys are pressed one at a time: quicker than a
    /// person presses them, within the server's message rate.
    static let pause = Duration.milliseconds(40)
    /// Rows on the generated screen: enough that swiping back and forth never reaches an end.
    static let rows = 60
    /// The p99 of key to first audio a load may have, in milliseconds.
    static let p99Budget = 50.0
    /// The share of the ceiling the capacity must reach.
    static let capacityBudget = 0.8
    /// How long the ceiling is measured, and each rate of the capacity's search lasts.
    static let ceilingDuration = Duration.seconds(3)
    static let searchDuration = Duration.seconds(5)
    /// Rates tried in the capacity's search.
    static let searchSteps = 7
    /// The quickest one page presses keys in the capacity's search: ten a second, quicker than
    /// anyone does. A higher rate is a larger room, not quicker fingers: a page pressing keys
    /// faster than its speech's first audio comes replaces speech that never sounded.
    static let quickestKeyInterval = Duration.milliseconds(100)

    package func run(report: @escaping (Measurement) -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-serve-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rows.yaml")
        try Self.screen().write(to: file, atomically: true, encoding: .utf8)
        var limits = WorkshopLimits()
        // Every load opens its own sessions, as large a room as its rate needs; sessions whose
        // pages have left close a second later.
        limits.maximumSessions = .max
        limits.idleTimeout = .seconds(1)
        let server = WorkshopServer(
            configuration: WorkshopConfiguration(file: file, port: 0, limits: limits, synthesis: synthesis),
            voices: voices)
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

        // First, while no page speaks: the synthesis processes are the ceiling's alone.
        let ceiling = await server.synthesisCeiling(for: Self.ceilingDuration)
        report(Measurement("serve: ceiling: first chunks a second, nothing else", ceiling, "/s"))
        let keys = try await keyToFirstAudio(url: url)
        report(Measurement("serve: key to first audio bytes (median)", Stopwatch.median(keys), "ms", budget: 5))
        let interrupts = try await interrupt(url: url)
        report(
            Measurement(
                "serve: interrupt: old speech ends, new starts (median)", Stopwatch.median(interrupts), "ms",
                budget: 5))
        // Before the load, on a server whose memory the search's thousands of pages have not grown.
        let memory = await idleSessionMemory(url: url, count: 100)
        report(Measurement("serve: memory per idle session", memory / 1_048_576, "MB", budget: 2))
        let capacity = await capacity(url: url, ceiling: ceiling, report: report)
        report(
            Measurement(
                "serve: capacity: keys a second, p99 ≤ \(Int(Self.p99Budget)) ms, none lost", capacity?.rate ?? 0, "/s")
        )
        if let capacity { report(Measurement("serve: p99 at that capacity", capacity.load.p99, "ms")) }
        // The search's first rate is the budget's share of the ceiling itself: a capacity of
        // exactly that share meets the budget, whatever the last bit of the division says.
        let ratio = ((ceiling / (capacity?.rate ?? 0)) * 1e9).rounded() / 1e9
        report(
            Measurement("serve: ceiling / capacity", ratio, "x", budget: (1e9 / Self.capacityBudget).rounded() / 1e9))
        let room = await loaded(
            url: url, rate: Double(sessions) / (Self.roomKeyInterval / .seconds(1)), duration: .seconds(seconds))
        report(
            Measurement(
                "serve: \(sessions) sessions, a key each 2 s: p99 to audio", room.p99, "ms", budget: Self.p99Budget))
        report(Measurement("serve: keys pressed in the room", Double(room.keys), "keys"))
        report(Measurement("serve: keys without their speech (dropped)", Double(room.dropped), "keys", budget: 0))
        report(
            Measurement(
                "serve: of those, dropped with the page not shown busy", Double(room.silentlyDropped), "keys",
                budget: 0))
    }

    // MARK: - One page

    /// Keys pressed one at a time, each ``pause`` after the last one's first audio: the rest of
    /// an utterance is synthesised only as its playback needs it, so waiting for its end would
    /// wait for the seconds it plays.
    private func keyToFirstAudio(url: String) async throws -> [Double] {
        let page = PageSession(WorkshopPage(url: url))
        defer { page.page.close() }
        try await page.waitForScreen()
        var latencies: [Double] = []
        for round in 0..<(rounds + 10) {
            let start = ContinuousClock.now
            page.page.send(Self.key(round))
            let firstAudio = try await page.speech().firstAudio
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
            let (oldEnded, newAudio, _) = try await page.interruption()
            try await Task.sleep(for: Self.pause)
            if round >= 5 { latencies.append(Self.milliseconds(max(oldEnded, newAudio) - start)) }
        }
        return latencies
    }

    // MARK: - Many pages

    /// What a load gave: the p99 of key to first audio, keys pressed, keys without speech, and
    /// of those the ones the page was not shown the server busy for.
    struct Load {
        var pages: Int
        var p99: Double
        var keys: Int
        var dropped: Int
        var silentlyDropped: Int

        var keptUp: Bool { p99 <= ServeBenchmark.p99Budget && dropped == 0 }
    }

    /// The highest rate of keys over all sessions at which the server keeps up: rates from the
    /// budget's share of `ceiling`, raised while they pass, then halved between the highest that
    /// passed and the lowest that failed. Nil when none passed.
    private func capacity(
        url: String, ceiling: Double, report: (Measurement) -> Void
    ) async -> (
        rate: Double, load: Load
    )? {
        var passed: (rate: Double, load: Load)?
        var failed: Double?
        var rate = max(ceiling * Self.capacityBudget, 1)
        for _ in 0..<Self.searchSteps {
            let load = await loaded(url: url, rate: rate, duration: Self.searchDuration)
            report(
                Measurement(
                    "serve: \(Int(rate)) keys/s over \(load.pages) pages: p99, \(load.dropped) without speech",
                    load.p99,
                    "ms"))
            if load.keptUp { passed = (rate, load) } else { failed = rate }
            if let failed {
                rate = ((passed?.rate ?? 0) + failed) / 2
            } else {
                rate *= 1.25
            }
        }
        return passed
    }

    /// Pages pressing `rate` keys a second between them for `duration`: ``sessions`` pages, or
    /// more when each would press quicker than ``quickestKeyInterval``.
    private func loaded(url: String, rate: Double, duration: Duration) async -> Load {
        let count = max(sessions, Int((rate * (Self.quickestKeyInterval / .seconds(1))).rounded(.up)))
        let interval = Duration.seconds(Double(count) / rate)
        let keys = max(1, Int(duration / interval))
        let line = StartingLine(pages: count)
        let pages = await withTaskGroup(of: KeyPresses.self) { group in
            for index in 0..<count {
                group.addTask {
                    // Once all are shown their screens, start at different moments, as people do.
                    await KeyPresses.press(
                        url: url, keys: keys, every: interval, after: interval * index / count, line: line,
                        key: Self.key)
                }
            }
            var all: [KeyPresses] = []
            for await page in group { all.append(page) }
            return all
        }
        let latencies = pages.flatMap { $0.latencies.compactMap { $0 } }.sorted()
        let p99 = latencies.isEmpty ? .nan : latencies[min(latencies.count - 1, latencies.count * 99 / 100)]
        return Load(
            pages: count, p99: p99, keys: pages.map(\.latencies.count).reduce(0, +),
            dropped: pages.map(\.lost).reduce(0, +),
            silentlyDropped: pages.map(\.silentlyLost).reduce(0, +))
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
    private var messages: AsyncStream<(at: ContinuousClock.Instant, message: PageMessage)>.AsyncIterator

    init(_ page: WorkshopPage) {
        self.page = page
        messages = page.received.makeAsyncIterator()
    }

    private func next() async throws -> (at: ContinuousClock.Instant, message: PageMessage) {
        guard let event = await messages.next(), event.message != .closed else {
            throw BenchmarkError("the server closed the page's connection")
        }
        if event.message.hasType("error") {
            throw BenchmarkError("the server refused a message: \(event.message.object?["message"]?.string ?? "")")
        }
        if event.message.hasType("audioEnd"), event.message.object?["outcome"]?.string == "failed" {
            throw BenchmarkError("speech failed: \(event.message.object?["error"]?.string ?? "")")
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
}
