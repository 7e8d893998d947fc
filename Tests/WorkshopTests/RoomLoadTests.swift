import Benchmarks
import Foundation
import TestSupport
import Testing

@testable import Workshop

/// A room of sessions pressing keys at once, over real sockets: every key gets its speech.
@Suite struct RoomLoadTests {
    static let rows = 12

    /// Buttons whose labels take seconds to say, in clauses: synthesised whole, one after
    /// another, a room's keys would wait for each other's sentences.
    static func screen() -> String {
        var yaml = "name: rows\nelements:\n"
        for row in 1...rows {
            yaml += """
                  - accessibilityLabel: "Row \(row), with a description, that goes on, past the first clause, and the second, and the third, into the fourth, and the fifth, then the sixth, the seventh, the eighth, and the ninth, and on, to the tenth, the eleventh, and the twelfth, then more, and more again, past the fifteenth, the sixteenth, and the seventeenth, to the eighteenth, the nineteenth, and the twentieth, and on, past the twenty-first, to the twenty-second, and the twenty-third, where it ends"
                    accessibilityTraits: [button]
                    accessibilityFrame: [0, \(row * 44), 393, 44]

                """
        }
        return yaml
    }

    /// With synthesis processes, and on the server's own synthesis thread alone: the first
    /// clause of every key goes before the rest of anyone's sentences.
    @Test(arguments: [0, 2]) func everyKeyOfARoomGetsItsSpeech(workers: Int) async throws {
        let sessions = 24
        let keys = 10
        let synthesis =
            workers == 0
            ? SynthesisPlan.inProcess
            : .workers(command: [EarshotExecutable.url.path, SynthesisWorker.commandName], count: workers)
        try await WorkshopServerTests.serving(screen: Self.screen(), synthesis: synthesis) { port, _ in
            let lost = await withTaskGroup(of: Int.self) { group in
                for index in 0..<sessions {
                    group.addTask {
                        await Self.keysWithoutSpeech(
                            url: "ws://127.0.0.1:\(port)/ws", keys: keys, every: .milliseconds(500),
                            after: .milliseconds(index * 500 / sessions))
                    }
                }
                return await group.reduce(0, +)
            }
            #expect(lost == 0, "\(lost) of \(sessions * keys) keys got no speech")
        }
    }

    /// One page pressing `keys` keys, one every `interval` once it shows the screen, and how
    /// many got no audio.
    static func keysWithoutSpeech(
        url: String, keys: Int, every interval: Duration, after delay: Duration
    ) async
        -> Int
    {
        let page = WorkshopPage(url: url)
        let (shown, showing) = AsyncStream.makeStream(of: Void.self)
        let heard = Task {
            defer { showing.finish() }
            var streams: Set<UInt32> = []
            var heard: Set<UInt32> = []
            for await (_, message) in page.received {
                switch message {
                case .json where message.hasType("said"):
                    if let stream = message.firstStream { streams.insert(stream) }
                case .json where message.hasType("screen"):
                    showing.yield()
                case .audio(let stream, let samples) where samples > 0 && streams.contains(stream):
                    heard.insert(stream)
                case .closed: return heard.count
                default: continue
                }
            }
            return heard.count
        }
        // A page the server never showed the screen is a page whose keys all go unheard.
        _ = await shown.first { _ in true }
        try? await Task.sleep(for: delay)
        for _ in 0..<keys {
            page.send(#"{"type":"gesture","gesture":"next"}"#)
            try? await Task.sleep(for: interval)
        }
        try? await Task.sleep(for: .seconds(3))
        page.close()
        return keys - (await heard.value)
    }
}
