import SpeechBridge
import Synchronization

/// Where one utterance's speech goes: to every page of the session as espeak-ng produces it,
/// with its word marks, and a last message saying how it ended.
///
/// The first samples go out at once, so the page starts playing as soon as possible; after
/// that, samples are gathered into frames of ``frameSamples``, so that a page is sent a few
/// messages a second rather than one for each of espeak-ng's small chunks.
final class AudioStream: SpeechStreamSink {
    let stream: UInt32
    let audience: Audience
    /// Told how many seconds of audio the utterance had once it has ended.
    let ended: @Sendable (Double) -> Void

    /// Samples in a frame after the first: 0.2 s, which espeak-ng synthesises in well under a
    /// millisecond.
    static let frameSamples = PCMFormat.samples(milliseconds: 200)

    /// Samples not yet sent, and how many were written in all. Only the synthesis thread
    /// writes them (``AudioSink``'s contract).
    private let pending = Mutex<(samples: [Int16], total: Int)>(([], 0))

    init(stream: UInt32, audience: Audience, ended: @escaping @Sendable (Double) -> Void) {
        self.stream = stream
        self.audience = audience
        self.ended = ended
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let frame: (bytes: [UInt8], opens: Bool)? = pending.withLock { pending in
            let first = pending.total == 0
            pending.total += samples.count
            if first { return (AudioFrame.encode(stream: stream, samples: samples), true) }
            pending.samples.append(contentsOf: samples)
            guard pending.samples.count >= Self.frameSamples else { return nil }
            defer { pending.samples.removeAll(keepingCapacity: true) }
            return (pending.samples.withUnsafeBufferPointer { AudioFrame.encode(stream: stream, samples: $0) }, false)
        }
        if let frame { audience.send(.audio(stream: stream, frame: frame.bytes, opens: frame.opens)) }
    }

    /// Sends the samples gathered so far (a chunk of the utterance ended: the next may be a
    /// few hundred milliseconds away).
    func flush() {
        let rest = pending.withLock { pending in
            defer { pending.samples.removeAll(keepingCapacity: true) }
            return pending.samples
        }
        guard !rest.isEmpty else { return }
        audience.send(
            .audio(
                stream: stream, frame: rest.withUnsafeBufferPointer { AudioFrame.encode(stream: stream, samples: $0) }))
    }

    func mark(_ mark: WordMark) {
        audience.send(
            .word(
                stream: stream,
                text: ServerMessage.Word(stream: stream, part: mark.part, sample: mark.sample).json))
    }

    func finish(_ completion: SpeechCompletion) {
        // What an interrupted stream still held is not worth sending: the page has stopped it.
        if completion == .interrupted {
            pending.withLock { $0.samples = [] }
        } else {
            flush()
        }
        let total = pending.withLock { $0.total }
        let outcome: (name: String, error: String?) =
            switch completion {
            case .finished: ("finished", nil)
            case .interrupted: ("interrupted", nil)
            case .failed(let error): ("failed", error.description)
            }
        audience.send(
            .text(
                ServerMessage.AudioEnd(stream: stream, outcome: outcome.name, error: outcome.error).json)
        )
        ended(PCMFormat.seconds(samples: total))
    }
}
