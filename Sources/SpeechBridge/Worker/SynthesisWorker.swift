import Foundation
import Synchronization
import Voices
import WorkerProcesses

/// The worker side of synthesis in a process of its own (`earshot synth-worker`): a process with
/// its own libespeak-ng, reading ``WorkerMessages/Request`` lines on standard input and
/// answering each request, in the order they came, with frames on standard output. It ends
/// when its input closes: when the process it speaks for stops, or ends in any way.
///
/// libespeak-ng 1.51 crashes on some text (docs/limits.md, "What espeak-ng is given"); in a
/// worker, such a crash ends only the worker, and the process it speaks for starts another
/// (``SynthesisProcess``).
package enum SynthesisWorker {
    /// The hidden subcommand that runs it.
    package static let commandName = "synth-worker"

    /// The samples a worker gathers before it sends them: 300 ms, a first frame of the
    /// workshop's audio streams, sent in one piece, and a few milliseconds of synthesis.
    package static let frameSamples = PCMFormat.samples(milliseconds: 300)

    package static func run(
        voices: VoiceCatalog, input: FileHandle = .standardInput, output: FileHandle = .standardOutput
    ) {
        // Ctrl-C and Ctrl-\ at a terminal go to the whole foreground process group: they are for
        // the command, which stops its speech or ends, and with it this worker's input.
        signal(SIGINT, SIG_IGN)
        signal(SIGQUIT, SIG_IGN)
        let synthesizer = Result { () throws(SpeechError) in try Synthesizer(voices: voices) }
        let lines = PipeReader(input)
        // The requests not yet answered, which a cancel may name.
        let unanswered = Mutex<[UInt64: SpeechTicket]>([:])
        let decoder = JSONDecoder()
        while let line = lines.line() {
            guard let message = try? decoder.decode(WorkerMessages.Request.self, from: line) else { continue }
            if message.cancel == true {
                unanswered.withLock { $0[message.id] }?.cancel()
                continue
            }
            guard let request = message.speak else { continue }
            let sink = FrameSink(output) { unanswered.withLock { _ = $0.removeValue(forKey: message.id) } }
            switch synthesizer {
            case .success(let synthesizer):
                unanswered.withLock { $0[message.id] = synthesizer.enqueue(request, to: sink) }
            case .failure(let error): sink.finish(.failed(error))
            }
        }
        // Input closed: what was sent is answered before the worker ends.
        if case .success(let synthesizer) = synthesizer { synthesizer.waitUntilIdle() }
    }
}

/// A request's answer, written as frames: its samples gathered into one audio frame, sent with
/// the word marks before it once ``SynthesisWorker/frameSamples`` have come and at the
/// request's end. A clause is usually one write, and its reader one wake-up.
private final class FrameSink: AudioSink {
    private let output: FileHandle
    private let answered: @Sendable () -> Void
    private let pending = Mutex<(samples: [Int16], marks: Data)>(([], Data()))

    init(_ output: FileHandle, answered: @escaping @Sendable () -> Void) {
        self.output = output
        self.answered = answered
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let ready: Data? = pending.withLock { pending in
            pending.samples.append(contentsOf: samples)
            guard pending.samples.count >= SynthesisWorker.frameSamples else { return nil }
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
        answered()
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

    /// The parent is gone when its pipe is: so is the worker.
    private func send(_ data: Data) {
        do {
            try output.write(contentsOf: data)
        } catch {
            exit(0)
        }
    }
}
