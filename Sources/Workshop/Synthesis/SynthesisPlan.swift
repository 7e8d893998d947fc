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
        do throws(SpeechError) {
            switch self {
            case .inProcess:
                return SynthesisScheduler(lanes: [SynthesizerLane(synthesizer: try Synthesizer(voices: voices))])
            case .workers(let command, let count):
                return SynthesisScheduler(
                    lanes: try (0..<max(1, count)).map { _ throws(SpeechError) in
                        SynthesizerLane(synthesizer: try Synthesizer(voices: voices, worker: command))
                    })
            }
        } catch {
            return SynthesisScheduler(
                lanes: [], problem: "speech is unavailable (\(error.description)); the screen and captions still work")
        }
    }
}
