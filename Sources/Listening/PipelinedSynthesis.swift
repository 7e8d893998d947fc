import SpeechBridge
import UtteranceRendering
import Utterances

/// A screen's elements' audio in swipe order, keeping the synthesis thread busy while the worker
/// writes files: up to ``depth`` elements are queued ahead, and when the queue is full the
/// oldest ones are handed on, so memory holds at most that many elements' audio however long
/// the screen.
final class PipelinedSynthesis {
    /// Elements queued at once.
    static let depth = 8
    /// Elements the worker waits for together when the queue is full: synthesis ends in queue
    /// order, so waiting for the last of a batch wakes the worker once for the whole batch
    /// rather than once an element, while the synthesis thread still has the rest queued.
    static let batch = 4

    /// What an element's audio is when it is handed on.
    enum Audio {
        /// Just synthesised; not on disk yet.
        case synthesized([Int16])
        /// Already in the element's file (reused, or another element said the same).
        case onDisk
    }

    private let synthesizer: Synthesizer
    private let format: UtteranceFormat<SpeechRequest>
    /// Called with each element's position and audio, in the order the elements were queued.
    private let deliver: (_ element: Int, _ audio: Audio) throws -> Void
    private var queued: [(element: Int, speech: (buffer: PCMBuffer, ticket: SpeechTicket)?)] = []

    init(
        synthesizer: Synthesizer, format: UtteranceFormat<SpeechRequest>,
        deliver: @escaping (_ element: Int, _ audio: Audio) throws -> Void
    ) {
        self.synthesizer = synthesizer
        self.format = format
        self.deliver = deliver
    }

    /// Queues `element`'s `utterance` for synthesis.
    func synthesize(_ utterance: Utterance, element: Int) throws {
        try makeRoom()
        let buffer = PCMBuffer()
        queued.append((element, (buffer, synthesizer.enqueue(format.render(utterance), to: buffer))))
    }

    /// Queues an element whose audio is on disk, or will be by the time it is handed on.
    func reuse(element: Int) throws {
        try makeRoom()
        queued.append((element, nil))
    }

    /// Waits for and hands on everything queued.
    func finish() throws {
        while !queued.isEmpty { try deliverOldest() }
    }

    private func makeRoom() throws {
        guard queued.count >= Self.depth else { return }
        _ = queued[Self.batch - 1].speech?.ticket.wait()
        repeat {
            try deliverOldest()
        } while queued.first.map { $0.speech?.ticket.isComplete ?? true } ?? false
    }

    private func deliverOldest() throws {
        let (element, speech) = queued.removeFirst()
        guard let (buffer, ticket) = speech else { return try deliver(element, .onDisk) }
        switch ticket.wait() {
        case .finished: try deliver(element, .synthesized(buffer.samples))
        case .interrupted: throw ListenError.worker("speech was interrupted rendering element \(element)")
        case .failed(let error): throw ListenError.worker("\(error)")
        }
    }
}
