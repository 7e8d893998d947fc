import Foundation
import SpeechBridge
import Synchronization
import Voices
import WorkerProcesses

/// The worker side of the server's synthesis (`earshot synth-worker`): a process with its own
/// libespeak-ng, reading ``WorkerMessages/Request`` lines on standard input and answering with
/// frames on standard output. It ends when its input closes: when the server stops, or ends
/// in any way.
package enum SynthesisWorker {
    /// The hidden subcommand that runs it.
    package static let commandName = "synth-worker"

    package static func run(
        voices: VoiceCatalog, input: FileHandle = .standardInput, output: FileHandle = .standardOutput
    ) {
        let synthesizer = Result { () throws(SpeechError) in try Synthesizer(voices: voices) }
        let lines = PipeReader(input)
        var current: (id: UInt64, ticket: SpeechTicket)?
        let decoder = JSONDecoder()
        while let line = lines.line() {
            guard let message = try? decoder.decode(WorkerMessages.Request.self, from: line) else { continue }
            if message.cancel == true {
                if let current, current.id == message.id { current.ticket.cancel() }
                continue
            }
            guard let request = message.speak else { continue }
            let sink = FrameSink(output)
            switch synthesizer {
            case .success(let synthesizer): current = (message.id, synthesizer.enqueue(request, to: sink))
            case .failure(let error): sink.finish(.failed(error))
            }
        }
    }
}

/// A chunk's answer, written as frames: the first samples at once, so the page hears them
/// soon, then in writes of about ``flushBytes``, and all that is left at its end.
private final class FrameSink: AudioSink {
    private let output: FileHandle
    private let pending = Mutex<(data: Data, wroteAudio: Bool)>((Data(), false))
    static let flushBytes = 16_384

    init(_ output: FileHandle) {
        self.output = output
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let ready: Data? = pending.withLock { pending in
            WorkerMessages.append(.audio, UnsafeRawBufferPointer(samples), to: &pending.data)
            guard !pending.wroteAudio || pending.data.count >= Self.flushBytes else { return nil }
            pending.wroteAudio = true
            defer { pending.data = Data() }
            return pending.data
        }
        if let ready { send(ready) }
    }

    func mark(_ mark: WordMark) {
        pending.withLock { WorkerMessages.append(mark, to: &$0.data) }
    }

    func finish(_ completion: SpeechCompletion) {
        let rest = pending.withLock { pending in
            WorkerMessages.append(completion, to: &pending.data)
            defer { pending.data = Data() }
            return pending.data
        }
        send(rest)
    }

    /// The server is gone when its pipe is: so is the worker.
    private func send(_ data: Data) {
        do {
            try output.write(contentsOf: data)
        } catch {
            exit(0)
        }
    }
}
