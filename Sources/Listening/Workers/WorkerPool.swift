import Foundation
import Reporting
import Synchronization
import WorkerProcesses

/// Worker processes synthesising work items in parallel: `jobs` copies of the `earshot`
/// executable in its hidden worker mode (``WorkerProcess``), each fed one item at a time over a
/// pipe.
///
/// The processes start when the pool is made, so that their start-up overlaps whatever the
/// run does before it has work for them (reading the app, planning its screens);
/// ``run(_:settings:finished:)`` then hands them the settings and the items. A pool runs once;
/// ``close()`` ends its workers (a pool that never ran, after an early error, must be closed too).
final class WorkerPool: Sendable {
    private let workers: [WorkerProcess]

    /// Starts `jobs` workers (at least one) running `command`, the executable and its arguments.
    init(command: [String], jobs: Int) throws {
        var started: [WorkerProcess] = []
        do {
            for _ in 0..<max(1, jobs) {
                let worker: WorkerProcess
                do {
                    worker = try WorkerProcess(command: command)
                } catch {
                    throw ListenError.worker(error.description)
                }
                Interruption.shared.started(worker: worker.pid)
                started.append(worker)
            }
        } catch {
            for worker in started { worker.close() }
            throw error
        }
        workers = started
    }

    /// Hands the items `next` gives (their positions, and what their elements say) to the
    /// workers, each to the next worker free, until it gives nil, and calls `finished` with an
    /// item's position once its files are written (on a queue of its own, while the worker goes
    /// on, so calls may overlap). Throws the first failure of a worker or of `finished`, once
    /// every worker has ended. After a run that succeeds the workers are left to exit on their own, their input
    /// closed, so that the report is written meanwhile; ``close()`` waits for them.
    func run(
        next: @escaping @Sendable () -> (index: Int, speech: [ElementSpeech])?, settings: RenderSettings,
        finished: @escaping @Sendable (Int) throws -> Void
    ) throws -> ListenStatistics {
        let state = Mutex(Shared())
        let group = DispatchGroup()
        let settingsLine = try JSONEncoder().encode(settings) + Data("\n".utf8)
        for worker in workers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    try worker.send(settingsLine)
                    defer { worker.endInput() }
                    while !state.withLock({ $0.failure != nil }), let (index, speech) = next() {
                        let peak = try worker.synthesize(speech)
                        state.withLock { $0.record(peak: peak, by: ObjectIdentifier(worker)) }
                        // The worker goes on with the next item meanwhile.
                        DispatchQueue.global().async(group: group) {
                            do {
                                try finished(index)
                            } catch {
                                state.withLock { $0.fail(error) }
                                for other in self.workers { other.stop() }
                            }
                        }
                    }
                } catch {
                    state.withLock { $0.fail(error) }
                    for other in self.workers where other !== worker { other.stop() }
                }
            }
        }
        group.wait()
        let (statistics, failure) = state.withLock {
            (ListenStatistics(peakWorkerMemory: $0.peakMemory, workersUsed: $0.used.count), $0.failure)
        }
        if let failure {
            // A stopped worker may still be writing into the report folder the caller removes.
            close()
            throw failure
        }
        return statistics
    }

    /// Ends every worker that is still running, and waits until each has.
    func close() {
        for worker in workers { worker.close() }
    }

    private struct Shared: Sendable {
        var failure: (any Error)?
        var peakMemory = 0
        /// The workers that synthesised an item.
        var used: Set<ObjectIdentifier> = []

        mutating func record(peak: Int, by worker: ObjectIdentifier) {
            peakMemory = max(peakMemory, peak)
            used.insert(worker)
        }

        mutating func fail(_ error: any Error) {
            if failure == nil { failure = error }
        }
    }
}

extension WorkerProcess {
    /// Has the worker synthesise a work item's elements; returns the peak memory of the process
    /// that did.
    fileprivate func synthesize(_ speech: [ElementSpeech]) throws -> Int {
        try send(try ElementSpeech.line(speech))
        guard let line = output.line() else {
            throw ListenError.worker("the worker ended with status \(terminationStatus)")
        }
        switch try JSONDecoder().decode(WorkerReply.self, from: line) {
        case .synthesized(let peakMemory):
            return peakMemory
        case .failed(let reason, let status):
            throw ListenError.worker(reason, status: ExitStatus(rawValue: status) ?? .unavailable)
        }
    }
}
