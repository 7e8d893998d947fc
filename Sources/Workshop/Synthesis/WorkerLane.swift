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
        let decoder = JSONDecoder()
        while let header = output.bytes(WorkerMessages.headerBytes), let (kind, length) = WorkerMessages.header(header),
            let payload = output.bytes(length)
        {
            let sink = state.withLock { $0.current?.sink }
            switch kind {
            case .audio:
                var samples = [Int16](repeating: 0, count: payload.count / 2)
                samples.withUnsafeMutableBytes { _ = payload.copyBytes(to: $0) }
                samples.withUnsafeBufferPointer { sink?.write($0) }
            case .mark:
                if let mark = WorkerMessages.mark(payload) { sink?.mark(mark) }
            case .end:
                let completion =
                    (try? decoder.decode(SpeechCompletion.self, from: payload))
                    ?? .failed(.synthesisFailed("a synthesis process answered what cannot be read"))
                let ended = state.withLock { state in
                    defer { state.current = nil }
                    return state.current?.sink
                }
                ended?.finish(completion)
            }
        }
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
