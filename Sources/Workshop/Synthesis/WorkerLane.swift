import Foundation
import SpeechBridge
import Synchronization
import WorkerProcesses

/// A synthesis worker process (``SynthesisWorker``) as a lane, with a thread reading its
/// answers. A worker that ends fails the chunk it had, and another is started in its place
/// (or, when that fails, for the next chunk).
final class WorkerLane: SynthesisLane {
    private let command: [String]
    private let state = Mutex<State>(State())

    private struct State {
        var worker: WorkerProcess?
        var current: (token: UInt64, sink: any AudioSink)?
        var closed = false
    }

    /// A lane of a worker running `command` (the `earshot` executable and ``SynthesisWorker/commandName``),
    /// started now so that its start-up is over before the first key.
    init(command: [String]) {
        self.command = command
        // A worker that died must fail a write to its pipe, not end the server.
        signal(SIGPIPE, SIG_IGN)
        state.withLock { state in _ = try? start(&state) }
    }

    /// The worker's process id, while it runs.
    var pid: Int32? { state.withLock { $0.worker?.pid } }

    func synthesize(_ request: SpeechRequest, token: UInt64, into sink: any AudioSink) {
        let line: Data
        do {
            line = try WorkerMessages.line(WorkerMessages.Request(id: token, speak: request))
        } catch {
            sink.finish(.failed(.synthesisFailed("the speech could not be sent to a synthesis process: \(error)")))
            return
        }
        let failure: SpeechError? = state.withLock { state in
            guard !state.closed else { return .engineUnavailable("the server is stopping") }
            do {
                let worker = try state.worker ?? start(&state)
                state.current = (token, sink)
                try worker.send(line)
                return nil
            } catch let error as WorkerStartError {
                return .engineUnavailable(error.description)
            } catch {
                // Its reader fails the chunk when the worker's answers end.
                state.worker?.stop()
                return nil
            }
        }
        if let failure { sink.finish(.failed(failure)) }
    }

    func cancel(_ token: UInt64) {
        state.withLock { state in
            guard state.current?.token == token, let worker = state.worker,
                let line = try? WorkerMessages.line(WorkerMessages.Request(id: token, cancel: true))
            else { return }
            try? worker.send(line)
        }
    }

    /// Closes the worker's input: it ends once it has answered the chunk it has (a clause at
    /// most), without holding up the server's shutdown meanwhile.
    func close() {
        state.withLock { state in
            state.closed = true
            return state.worker
        }?.endInput()
    }

    /// Hands one frame to the chunk in progress.
    private func deliver(
        _ kind: WorkerMessages.Kind, _ payload: UnsafeRawBufferPointer, samples: inout [Int16]
    ) {
        let sink = state.withLock { $0.current?.sink }
        switch kind {
        case .audio:
            // The payload may start at any byte: the samples are copied out to be aligned.
            samples.removeAll(keepingCapacity: true)
            samples.append(contentsOf: repeatElement(0, count: payload.count / 2))
            guard !samples.isEmpty else { return }
            samples.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, payload.baseAddress!, $0.count) }
            samples.withUnsafeBufferPointer { sink?.write($0) }
        case .mark:
            if let mark = WorkerMessages.mark(payload) { sink?.mark(mark) }
        case .end:
            let completion =
                WorkerMessages.completion(payload)
                ?? .failed(.synthesisFailed("a synthesis process answered what cannot be read"))
            let ended = state.withLock { state in
                defer { state.current = nil }
                return state.current?.sink
            }
            ended?.finish(completion)
        }
    }

    /// Starts a worker and the thread reading its answers.
    private func start(_ state: inout State) throws(WorkerStartError) -> WorkerProcess {
        let worker = try WorkerProcess(command: command)
        state.worker = worker
        let thread = Thread { [self] in read(worker) }
        thread.name = "earshot.synthesis-worker"
        thread.start()
        return worker
    }

    /// Hands the worker's frames to the chunk in progress until its answers end; then fails
    /// that chunk.
    private func read(_ worker: WorkerProcess) {
        let output = worker.output
        var samples: [Int16] = []
        while let (kind, length) = output.withBytes(WorkerMessages.headerBytes, WorkerMessages.header) ?? nil,
            output.withBytes(length, { deliver(kind, $0, samples: &samples) }) != nil
        {}
        worker.stop()
        let lost = state.withLock { state -> (any AudioSink)? in
            guard state.worker === worker else { return nil }
            state.worker = nil
            if !state.closed { _ = try? start(&state) }
            defer { state.current = nil }
            return state.current?.sink
        }
        lost?.finish(
            .failed(
                .synthesisFailed(
                    "the synthesis process ended (status \(worker.terminationStatus)); another takes the next speech")))
    }
}
