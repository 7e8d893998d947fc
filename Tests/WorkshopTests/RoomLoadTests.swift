import Benchmarks
import Foundation
import SpeechBridge
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
    /// clause of every key goes before the rest of anyone's sentences. A key can go unheard
    /// only when the machine cannot keep up (the whole test suite runs at once on it), and
    /// then never without the page being shown the server busy.
    @Test(arguments: [0, 2]) func everyKeyOfARoomGetsItsSpeech(workers: Int) async throws {
        let sessions = 24
        let keys = 10
        let synthesis =
            workers == 0
            ? SynthesisPlan.inProcess
            : .workers(command: [EarshotExecutable.url.path, SynthesisWorker.commandName], count: workers)
        try await WorkshopServerTests.serving(screen: Self.screen(), synthesis: synthesis) { port, _ in
            let pages = await withTaskGroup(of: KeyPresses.self) { group in
                for index in 0..<sessions {
                    group.addTask {
                        await KeyPresses.press(
                            url: "ws://127.0.0.1:\(port)/ws", keys: keys, every: .milliseconds(500),
                            after: .milliseconds(index * 500 / sessions)
                        ) { _ in #"{"type":"gesture","gesture":"next"}"# }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let lost = pages.map(\.lost).reduce(0, +)
            let silentlyLost = pages.map(\.silentlyLost).reduce(0, +)
            #expect(silentlyLost == 0, "\(silentlyLost) of \(sessions * keys) keys got no speech, the page not told")
            #expect(lost <= sessions * keys / 10, "\(lost) of \(sessions * keys) keys got no speech")
        }
    }
}
