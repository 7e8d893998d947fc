import Foundation
import Synchronization
import Voices
import WorkerProcesses

/// Synthesis in a worker process (``SynthesisWorker``), so that a crash of libespeak-ng ends
/// the worker, not the process that asked for speech: the request being synthesised then fails,
/// saying so, a new worker is started, and the requests after it are sent to the new one.
///
/// Requests are answered in the order they are submitted, as on the synthesis thread.
final class SynthesisProcess: Sendable {
    private let command: [String]
    /// The voices of a first worker forked from this process instead of started from `command`.
    private let forkedVoices: VoiceCatalog?
    private let state = Mutex<State>(State())

    /// A request sent to the worker and not yet answered.
    private struct Job {
        let id: UInt64
        let line: Data
        let sink: any AudioSink
        let ticket: SpeechTicket
        /// Characters of the request's text parts before each part, for the progress.
        let partStarts: [Int]
    }

    private struct State {
        var worker: WorkerProcess?
        /// Signalled when the thread reading the worker's answers has ended.
        var readerEnded: DispatchSemaphore?
        /// Set by ``close()``: no worker is started again.
        var closed = false
        /// Whether a worker has been started: only the first may be forked.
        var started = false
        /// Oldest first: the first is the one the worker is synthesising.
        var jobs: [Job] = []
        var nextID: UInt64 = 0
    }

    /// Starts a worker running `command` (the `earshot` executable, ``SynthesisWorker/commandName``
    /// and its options), so that its start-up is over before the first request.
    ///
    /// With `forkingFirst` (the voices `command` gives a worker), the first worker is this
    /// process forked on its synthesis thread instead: no executable to start, and
    /// libespeak-ng already initialised, with the voices this process looked up read. Only
    /// while this process has no other thread at work (a command about to speak); the
    /// workers started after a crash run `command`.
    init(command: [String], forkingFirst voices: VoiceCatalog? = nil) throws(WorkerStartError) {
        self.command = command
        forkedVoices = voices
        // A worker that died must fail a write to its pipe, not end this process.
        signal(SIGPIPE, SIG_IGN)
        try state.withLock { state throws(WorkerStartError) in _ = try start(&state) }
    }

    /// The worker's process id, while one runs.
    var workerID: Int32? { state.withLock { $0.worker?.pid } }

    /// Sends `request` to the worker; its answer goes to `sink`, then completes `ticket`.
    func submit(_ request: SpeechRequest, to sink: any AudioSink, ticket: SpeechTicket) {
        var partStarts: [Int] = []
        var characters = 0
        for part in request.parts {
            partStarts.append(characters)
            if case .text(let segment) = part { characters += segment.text.unicodeScalars.count }
        }
        ticket.progress.begin(characters: characters)
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        ticket.onCancel { [weak self] in self?.cancel(id) }
        // Encoded before the lock is taken: the thread reading the worker's answers waits for it.
        let line: Data
        do {
            line = try WorkerMessages.line(WorkerMessages.Request(id: id, speak: request))
        } catch {
            ticket.end(
                .failed(.synthesisFailed("the speech could not be sent to the synthesis process: \(error)")),
                into: sink)
            return
        }
        let failure = state.withLock { state -> SpeechError? in
            guard !state.closed else { return .engineUnavailable("the synthesis process was closed") }
            do throws(WorkerStartError) {
                let worker: WorkerProcess
                if let running = state.worker { worker = running } else { worker = try start(&state) }
                state.jobs.append(Job(id: id, line: line, sink: sink, ticket: ticket, partStarts: partStarts))
                // A worker that died before reading the line is replaced by its reader, which
                // sends the line again.
                try? worker.send(line)
                // Cancelled before it was sent: the cancel could not name it then.
                if ticket.flag.isCancelled { cancel(id, in: &state) }
                return nil
            } catch {
                return .engineUnavailable(error.description)
            }
        }
        if let failure { ticket.end(.failed(failure), into: sink) }
    }

    /// Asks the worker to cut request `id` short, when it has not answered it yet.
    private func cancel(_ id: UInt64) {
        state.withLock { cancel(id, in: &$0) }
    }

    private func cancel(_ id: UInt64, in state: inout State) {
        guard state.jobs.contains(where: { $0.id == id }), let worker = state.worker,
            let line = try? WorkerMessages.line(WorkerMessages.Request(id: id, cancel: true))
        else { return }
        try? worker.send(line)
    }

    /// Starts a worker and the thread reading its answers. The thread does not keep this
    /// object: once it is gone, the worker's input closes, the worker ends, and so does the
    /// thread.
    private func start(_ state: inout State) throws(WorkerStartError) -> WorkerProcess {
        let worker =
            if let forkedVoices, !state.started {
                try Self.fork(voices: forkedVoices)
            } else {
                try WorkerProcess(command: command)
            }
        state.started = true
        state.worker = worker
        let readerEnded = DispatchSemaphore(value: 0)
        state.readerEnded = readerEnded
        let thread = Thread { [weak self] in
            defer { readerEnded.signal() }
            let output = worker.output
            var samples: [Int16] = []
            while let (kind, length) = output.withBytes(WorkerMessages.headerBytes, WorkerMessages.header) ?? nil,
                output.withBytes(length, { self?.deliver(kind, $0, samples: &samples) }) != nil
            {}
            worker.stop()
            self?.ended(worker)
        }
        thread.name = "earshot.synthesis-process"
        thread.start()
        return worker
    }

    /// A worker forked from this process on its synthesis thread, between two of its jobs: the
    /// library is in no call, and the copy, which has only that thread, starts a synthesis
    /// thread of its own.
    private static func fork(voices: VoiceCatalog) throws(WorkerStartError) -> WorkerProcess {
        // First, while the library may still be reading its voices, a request is decoded once:
        // the runtime's first look-ups of the types decoded, which the copy then has made (half a
        // millisecond before its first audio). Not during the fork: the copy must not inherit a
        // look-up half made.
        let request = WorkerMessages.Request(id: 0, speak: SpeechRequest(text: "", locale: ""))
        _ = (try? WorkerMessages.line(request)).map { try? JSONDecoder().decode(WorkerMessages.Request.self, from: $0) }
        let forked = SynthesisThread.shared.perform { _ in
            Result { () throws(WorkerStartError) in
                do throws(SpeechError) {
                    try Synthesizer.prepareFork()
                } catch {
                    throw WorkerStartError(description: error.description)
                }
                return try WorkerProcess { input, output in
                    SynthesisWorker.run(voices: voices, input: input, output: output)
                }
            }
        }
        return try forked.get()
    }

    /// After `worker`'s answers ended. When it ended by itself: fails the request it was
    /// answering, and starts a new worker for the rest and what comes next. When ``close()``
    /// ended it: fails whatever still waited.
    private func ended(_ worker: WorkerProcess) {
        // A worker that ended because ``close()`` closed its input is not waited for: its status
        // tells nothing, and the command ends without waiting for the process to be torn down.
        let status = state.withLock(\.closed) ? 0 : worker.terminationStatus
        // What the worker was saying, when it ended by itself; what waited, and why it fails
        // too, when no new worker takes it.
        let (lost, waiting, failure) = state.withLock { state -> (Job?, [Job], SpeechError?) in
            guard state.worker === worker else { return (nil, [], nil) }
            state.worker = nil
            guard !state.closed else {
                defer { state.jobs = [] }
                return (nil, state.jobs, .engineUnavailable("the synthesis process was closed"))
            }
            let lost = state.jobs.isEmpty ? nil : state.jobs.removeFirst()
            // Started at once, so that its start-up is over before the next request.
            do throws(WorkerStartError) {
                let next = try start(&state)
                for job in state.jobs { try? next.send(job.line) }
                return (lost, [], nil)
            } catch {
                defer { state.jobs = [] }
                return (lost, state.jobs, .engineUnavailable(error.description))
            }
        }
        if let lost {
            lost.ticket.end(.failed(.engineStopped(status: status)), into: lost.sink)
        }
        if let failure {
            for job in waiting { job.ticket.end(.failed(failure), into: job.sink) }
        }
    }

    /// Hands one frame to the request the worker is answering.
    private func deliver(
        _ kind: WorkerMessages.Kind, _ payload: UnsafeRawBufferPointer, samples: inout [Int16]
    ) {
        switch kind {
        case .audio:
            // What a cancelled request's worker sent before it saw the cancel is not played: on
            // the synthesis thread, nothing is written after a cancel either.
            guard let job = state.withLock({ $0.jobs.first }), !job.ticket.flag.isCancelled else { return }
            // The payload may start at any byte: the samples are copied out to be aligned.
            samples.removeAll(keepingCapacity: true)
            samples.append(contentsOf: repeatElement(0, count: payload.count / 2))
            guard !samples.isEmpty else { return }
            samples.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, payload.baseAddress!, $0.count) }
            samples.withUnsafeBufferPointer { job.sink.write($0) }
            job.ticket.progress.add(samples: samples.count)
        case .mark:
            guard let job = state.withLock({ $0.jobs.first }), !job.ticket.flag.isCancelled,
                let mark = WorkerMessages.mark(payload)
            else { return }
            if job.partStarts.indices.contains(mark.part) {
                job.ticket.progress.reached(characters: job.partStarts[mark.part] + mark.characterOffset)
            }
            job.sink.mark(mark)
        case .end:
            let completion =
                WorkerMessages.completion(payload)
                ?? .failed(.synthesisFailed("the synthesis process answered what cannot be read"))
            guard let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) else { return }
            job.ticket.end(completion, into: job.sink)
        }
    }

    /// Ends the worker once it has answered what it was sent, and waits until it has (at most a
    /// few seconds): a command closes its synthesizer before it ends, so that no worker goes on
    /// after it, still starting up or writing its cache.
    func close() {
        let (worker, readerEnded) = state.withLock { state in
            state.closed = true
            return (state.worker, state.readerEnded)
        }
        worker?.endInput()
        _ = readerEnded?.wait(timeout: .now() + .seconds(5))
    }

    deinit {
        state.withLock { $0.worker }?.endInput()
    }
}
