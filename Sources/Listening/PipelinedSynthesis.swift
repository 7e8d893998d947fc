import SpeechBridge
import UtteranceRendering
import Utterances

/// Keeps the synthesis thread busy while the worker writes files: up to ``depth`` utterances
/// are queued ahead, and the oldest is written when the queue is full, so memory holds at most
/// that many elements' audio however long the screen.
final class PipelinedSynthesis {
    /// Utterances queued on the synthesizer at once.
    static let depth = 8

    /// The synthesizer, made when first needed: a run that reuses every file never starts one.
    private let synthesizer: () throws -> Synthesizer
    private let format: UtteranceFormat<SpeechRequest>
    private var queued: [(path: String, buffer: PCMBuffer, ticket: SpeechTicket)] = []

    init(synthesizer: @escaping () throws -> Synthesizer, format: UtteranceFormat<SpeechRequest>) {
        self.synthesizer = synthesizer
        self.format = format
    }

    /// Whether audio for `path` is queued already (two elements saying the same).
    func isPending(_ path: String) -> Bool {
        queued.contains { $0.path == path }
    }

    /// Queues `utterance`, first writing the oldest queued audio when the queue is full.
    func enqueue(_ utterance: Utterance, path: String, write: ([Int16], String) throws -> Void) throws {
        if queued.count >= Self.depth { try writeOldest(write) }
        let buffer = PCMBuffer()
        queued.append((path, buffer, try synthesizer().enqueue(format.render(utterance), to: buffer)))
    }

    /// Waits for and writes everything queued.
    func finish(write: ([Int16], String) throws -> Void) throws {
        while !queued.isEmpty { try writeOldest(write) }
    }

    private func writeOldest(_ write: ([Int16], String) throws -> Void) throws {
        let (path, buffer, ticket) = queued.removeFirst()
        switch ticket.wait() {
        case .finished: try write(buffer.samples, path)
        case .interrupted: throw ListenError.worker("speech was interrupted rendering \(path)")
        case .failed(let error): throw ListenError.worker("\(error)")
        }
    }
}
