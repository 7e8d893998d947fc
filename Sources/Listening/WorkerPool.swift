import Foundation
import Reporting
import Synchronization

/// Worker processes rendering work items in parallel: `jobs` copies of the `earshot` executable
/// in its hidden worker mode, each fed one item at a time over a pipe (Foundation's `Process`:
/// the workers need nothing beyond pipes and a pid, and it keeps the package free of another
/// dependency).
///
/// The processes start when the pool is made, so that their start-up overlaps whatever the
/// run does before it has work for them (reading the app, planning its screens); ``run(_:settings:progress:)``
/// then hands them the settings and the items. A pool runs once; ``close()`` ends its workers
/// (a pool that never ran, after an early error, must be closed too).
public final class WorkerPool: Sendable {
    private let workers: [Worker]

    /// Starts `jobs` workers (at least one) running `command`, the executable and its arguments.
    public init(command: [String], jobs: Int) throws {
        var started: [Worker] = []
        do {
            for _ in 0..<max(1, jobs) {
                let worker = try Worker(command: command)
                Interruption.shared.started(worker: worker.pid)
                started.append(worker)
            }
        } catch {
            for worker in started { worker.close() }
            throw error
        }
        workers = started
    }

    /// What the pool measured about its workers.
    public struct Statistics: Sendable {
        /// The largest peak resident memory of any worker, in bytes (Linux `VmHWM`).
        public var peakWorkerMemory: Int
        /// Elements synthesised by workers helping with a screen another worker was rendering.
        public var helpedElements = 0
        /// Workers that had work: at most two per item (its own and a helper).
        public var workersUsed = 0
    }

    /// The most workers `items` items can keep busy: each item's own, and one helper each.
    public static func usefulWorkers(for items: Int) -> Int {
        max(1, 2 * items)
    }

    /// Renders every item, handing them to the workers in `order` (positions in `items`; their
    /// own order when nil); results come back in the items' order. A worker that finds nothing
    /// left to start helps with the screen started last that has no helper yet, so the last
    /// screens of a run (or the only one) are shared between workers. `progress` is called
    /// after each item (from the workers' threads, one at a time). Throws the first worker
    /// failure, once every worker has ended. After a run that succeeds the workers are left to
    /// exit on their own, their input closed, so that the report is written meanwhile;
    /// ``close()`` waits for them.
    public func run(
        _ items: [WorkItem], order: [Int]? = nil, settings: RenderSettings,
        progress: @escaping @Sendable (WorkItem) -> Void
    ) throws -> (results: [ScreenResult], statistics: Statistics) {
        guard !items.isEmpty else {
            for worker in workers { worker.endInput() }
            return ([], Statistics(peakWorkerMemory: 0))
        }
        let state = Mutex(
            Shared(results: Array(repeating: nil, count: items.count), order: order ?? Array(items.indices)))
        let group = DispatchGroup()
        let settingsLine = try JSONEncoder().encode(settings) + Data("\n".utf8)
        // Workers beyond what the items can use end at once, before loading anything more.
        let used = Array(workers.prefix(Self.usefulWorkers(for: items.count)))
        for worker in workers.dropFirst(used.count) { worker.endInput() }
        for worker in used {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    try worker.send(settingsLine)
                    defer {
                        let peak = worker.peakMemory()
                        state.withLock { $0.peakMemory = max($0.peakMemory, peak) }
                        worker.endInput()
                    }
                    while let job = state.withLock({ $0.take() }) {
                        switch job {
                        case .render(let index):
                            let result = try worker.render(items[index])
                            state.withLock { $0.finish(index, with: result) }
                            progress(items[index])
                        case .help(let index):
                            let count = try worker.help(items[index])
                            state.withLock { $0.helpedElements += count }
                        }
                    }
                } catch {
                    state.withLock { $0.fail(error) }
                    // The others stop too: one may be waiting for what this one claimed.
                    for other in self.workers where other !== worker { other.stop() }
                }
            }
        }
        group.wait()
        let (results, statistics, failure) = state.withLock { shared in
            (
                shared.results.compactMap { $0 },
                Statistics(
                    peakWorkerMemory: shared.peakMemory, helpedElements: shared.helpedElements, workersUsed: used.count),
                shared.failure
            )
        }
        if let failure {
            // A stopped worker may still be writing into the report folder the caller removes.
            close()
            throw failure
        }
        return (results, statistics)
    }

    /// Ends every worker that is still running, and waits until each has.
    public func close() {
        for worker in workers { worker.close() }
    }

    private struct Shared: Sendable {
        var results: [ScreenResult?]
        /// Positions of the items, in the order they are handed out.
        var order: [Int]
        var next = 0
        /// Items being rendered, the latest started last, and whether each has a helper.
        var rendering: [(index: Int, helped: Bool)] = []
        var failure: (any Error)?
        var peakMemory = 0
        var helpedElements = 0

        enum Job {
            case render(Int)
            case help(Int)
        }

        /// The next item to render; when all are started, one to help with; nil when there is
        /// nothing left for another worker or a worker failed.
        mutating func take() -> Job? {
            guard failure == nil else { return nil }
            if next < order.count {
                defer { next += 1 }
                rendering.append((order[next], false))
                return .render(order[next])
            }
            guard let last = rendering.lastIndex(where: { !$0.helped }) else { return nil }
            rendering[last].helped = true
            return .help(rendering[last].index)
        }

        mutating func finish(_ index: Int, with result: ScreenResult) {
            results[index] = result
            rendering.removeAll { $0.index == index }
        }

        mutating func fail(_ error: any Error) {
            if failure == nil { failure = error }
        }
    }
}

/// One worker process and its pipes.
private final class Worker: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let replies: LineReader
    private let inputClosed = Atomic(false)
    private let ended = Atomic(false)

    init(command: [String]) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = input
        process.standardOutput = output
        replies = LineReader(output.fileHandleForReading)
        do {
            try process.run()
        } catch {
            throw ListenError.worker("cannot start \(command[0]): \(error.localizedDescription)")
        }
    }

    var pid: Int32 { process.processIdentifier }

    /// Writes one line (the settings, or an item) to the worker.
    func send(_ line: Data) throws {
        try input.fileHandleForWriting.write(contentsOf: line)
    }

    func render(_ item: WorkItem) throws -> ScreenResult {
        guard case .rendered(let result) = try ask(.render(item)) else {
            throw ListenError.worker("the worker did not render \(item.locale) \(item.screen.name)")
        }
        return result
    }

    /// Elements synthesised helping with `item`.
    func help(_ item: WorkItem) throws -> Int {
        guard case .helped(let count) = try ask(.help(item)) else {
            throw ListenError.worker("the worker did not help with \(item.locale) \(item.screen.name)")
        }
        return count
    }

    /// Sends one request and reads its reply; a failure reply is thrown.
    private func ask(_ request: WorkerRequest) throws -> WorkerReply {
        try send(try JSONEncoder().encode(request) + Data("\n".utf8))
        guard let line = replies.next() else {
            process.waitUntilExit()
            throw ListenError.worker("the worker ended with status \(process.terminationStatus)")
        }
        let reply = try JSONDecoder().decode(WorkerReply.self, from: line)
        if case .failed(let reason, let status) = reply {
            throw ListenError.worker(reason, status: ExitStatus(rawValue: status) ?? .unavailable)
        }
        return reply
    }

    /// The worker's peak resident memory in bytes, from `/proc/PID/status`; 0 when unknown.
    func peakMemory() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }

    /// Ends the worker at once, mid-request (after another worker failed).
    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// Closes the worker's input, which ends it once it has answered what it was sent.
    func endInput() {
        guard !inputClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        try? input.fileHandleForWriting.close()
    }

    /// Ends the worker by closing its input, and waits until it has: its output closes when it
    /// exits. (Foundation's `waitUntilExit` polls every 50 ms, which a run would wait out.)
    func close() {
        endInput()
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        while replies.next() != nil {}
    }
}
