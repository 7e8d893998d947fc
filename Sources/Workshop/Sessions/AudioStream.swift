import SpeechBridge
import Synchronization

/// Where one utterance's speech goes: to every page of the session, frame by frame as espeak-ng
/// produces it, with its word marks, and a last message saying how it ended.
final class AudioStream: AudioSink {
    let stream: UInt32
    let audience: Audience
    /// Told how many seconds of audio the utterance had once it has ended.
    let ended: @Sendable (Double) -> Void

    init(stream: UInt32, audience: Audience, ended: @escaping @Sendable (Double) -> Void) {
        self.stream = stream
        self.audience = audience
        self.ended = ended
    }

    private let samples = Atomic<Int>(0)

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        self.samples.add(samples.count, ordering: .relaxed)
        audience.send(.binary(AudioFrame.encode(stream: stream, samples: samples)))
    }

    func mark(_ mark: WordMark) {
        audience.send(
            .text(ServerMessage.text(ServerMessage.Word(stream: stream, part: mark.part, sample: mark.sample))))
    }

    func finish(_ completion: SpeechCompletion) {
        let outcome: (name: String, error: String?) =
            switch completion {
            case .finished: ("finished", nil)
            case .interrupted: ("interrupted", nil)
            case .failed(let error): ("failed", error.description)
            }
        audience.send(
            .text(
                ServerMessage.text(ServerMessage.AudioEnd(stream: stream, outcome: outcome.name, error: outcome.error)))
        )
        ended(PCMFormat.seconds(samples: samples.load(ordering: .relaxed)))
    }
}
