import SpeechBridge
import Voices

/// Where a workshop server synthesises its sessions' speech.
package enum SynthesisPlan: Sendable, Hashable {
    /// On the server's own synthesis thread, one chunk at a time (libespeak-ng is global to a
    /// process): enough for a few people, and for tests.
    case inProcess
    /// Over `count` worker processes running `command` (the `earshot` executable and
    /// ``SynthesisWorker/commandName``), each with its own libespeak-ng: one per core uses
    /// every core.
    case workers(command: [String], count: Int)

    /// The scheduler that synthesises this way.
    func scheduler(voices: VoiceCatalog) -> SynthesisScheduler {
        switch self {
        case .inProcess:
            do {
                return SynthesisScheduler(lanes: [InProcessLane(synthesizer: try Synthesizer(voices: voices))])
            } catch {
                return SynthesisScheduler(
                    lanes: [],
                    problem: "speech is unavailable (\(error.description)); the screen and captions still work")
            }
        case .workers(let command, let count):
            return SynthesisScheduler(lanes: (0..<max(1, count)).map { _ in WorkerLane(command: command) })
        }
    }
}
