import SpeechBridge
import Synchronization

/// Where one utterance's speech goes: to every page of the session as espeak-ng produces it,
/// with its word marks, and a last message saying how it ended.
///
/// Samples are gathered into frames, so that a page is sent a message a clause rather than one
/// for each of espeak-ng's small pieces: the first frame goes once ``firstFrameSamples`` have
/// come or the first chunk has ended (a short clause is synthesised in about a millisecond),
/// the later ones at ``frameSamples`` or a chunk's end.
final class AudioStream: SpeechStreamSink {
    let stream: UInt32
    let audience: Audience
    /// Told how many seconds of audio the utterance had once it has ended.
    let ended: @Sendable (Double) -> Void

    /// Samples in a first frame, unless its chunk ends sooner: a third of a second, which
    /// espeak-ng synthesises in about a millisecond, so the page starts playing at once.
    static let firstFrameSamples = PCMFormat.samples(milliseconds: 300)
    /// Samples in a frame after the first: a second, which espeak-ng synthesises in a few
    /// milliseconds, far sooner than the first frame has played. A chunk's end sends what it
    /// has: most frames after the first are a clause's, and a key costs the server and its
    /// pages fewer messages than with frames of 0.2 s.
    static let frameSamples = PCMFormat.samples(milliseconds: 1000)

    /// Samples and word marks not yet sent, and whether a frame has been. Only the synthesis
    /// thread writes them (``AudioSink``'s contract).
    private let pending = Mutex<Pending>(Pending())

    private struct Pending {
        var samples: [Int16] = []
        var marks: [WordMark] = []
        var total = 0
        var sentFrame = false
    }

    init(stream: UInt32, audience: Audience, ended: @escaping @Sendable (Double) -> Void) {
        self.stream = stream
        self.audience = audience
        self.ended = ended
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let ready: Outgoing? = pending.withLock { pending in
            pending.total += samples.count
            pending.samples.append(contentsOf: samples)
            let full = pending.sentFrame ? Self.frameSamples : Self.firstFrameSamples
            guard pending.samples.count >= full else { return nil }
            return Self.frame(of: &pending, stream: stream)
        }
        if let ready { audience.send(ready) }
    }

    /// Sends the samples and marks gathered so far (a chunk of the utterance ended: the next
    /// may be a few hundred milliseconds away).
    func flush() {
        let frame = pending.withLock { pending in
            pending.samples.isEmpty && pending.marks.isEmpty ? nil : Self.frame(of: &pending, stream: stream)
        }
        if let frame { audience.send(frame) }
    }

    /// Word marks go out in the frame after them.
    func mark(_ mark: WordMark) {
        pending.withLock { $0.marks.append(mark) }
    }

    /// A frame of what `pending` gathered, which it no longer holds.
    private static func frame(of pending: inout Pending, stream: UInt32) -> Outgoing {
        defer {
            pending.samples.removeAll(keepingCapacity: true)
            pending.marks.removeAll(keepingCapacity: true)
            pending.sentFrame = true
        }
        let frame = pending.samples.withUnsafeBufferPointer {
            AudioFrame.encode(stream: stream, marks: pending.marks, samples: $0)
        }
        return .audio(stream: stream, frame: frame, opens: !pending.sentFrame)
    }

    func finish(_ completion: SpeechCompletion) {
        // What an interrupted stream still held is not worth sending: the page has stopped it.
        if completion == .interrupted {
            pending.withLock { ($0.samples, $0.marks) = ([], []) }
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
