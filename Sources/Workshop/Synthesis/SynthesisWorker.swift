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

/// A chunk's answer, written as frames: its samples gathered into one audio frame, sent with
/// the word marks before it once a first frame's worth has come (``AudioStream/firstFrameSamples``)
/// and at the chunk's end. A clause is usually one write, and the server one wake-up.
private final class FrameSink: AudioSink {
    private let output: FileHandle
    private let pending = Mutex<(samples: [Int16], marks: Data)>(([], Data()))

    init(_ output: FileHandle) {
        self.output = output
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let ready: Data? = pending.withLock { pending in
            pending.samples.append(contentsOf: samples)
            guard pending.samples.count >= AudioStream.firstFrameSamples else { return nil }
            var data = Data()
            Self.move(&pending, to: &data)
            return data
        }
        if let ready { send(ready) }
    }

    func mark(_ mark: WordMark) {
        pending.withLock { WorkerMessages.append(mark, to: &$0.marks) }
    }

    func finish(_ completion: SpeechCompletion) {
        let rest = pending.withLock { pending in
            var data = Data()
            Self.move(&pending, to: &data)
            WorkerMessages.append(completion, to: &data)
            return data
        }
        send(rest)
    }

    /// Appends the marks and an audio frame of the samples `pending` gathered, which it no
    /// longer holds.
    private static func move(_ pending: inout (samples: [Int16], marks: Data), to data: inout Data) {
        data.append(pending.marks)
        if !pending.samples.isEmpty {
            pending.samples.withUnsafeBytes { WorkerMessages.append(.audio, $0, to: &data) }
        }
        pending.samples.removeAll(keepingCapacity: true)
        pending.marks.removeAll(keepingCapacity: true)
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
