import Foundation
import Reporting
import Synchronization

/// Ctrl-C during a run: the workers are stopped, partial report folders removed, and the
/// process ends with status 130.
///
/// The handler runs on a queue of its own and holds the lock only for a moment: what it waits
/// for (writes under way, the commit's renames) runs without the lock, so it can always finish.
final class Interruption: Sendable {
    static let shared = Interruption()

    private struct State {
        /// The partial report folders an interruption removes.
        var folders: [URL] = []
        var workers: [Int32] = []
        var source: (any DispatchSourceSignal)?
        var interrupting = false
        /// Whether a finished report was put in place (``replaced(_:)``).
        var replaced = false
        /// Writes into the watched folders under way (``whileWriting(_:)``).
        var writing = 0
        /// Sections under way that an interruption waits for whole (``exclusively(_:)``).
        var exclusive = 0
    }

    private let state = Mutex(State())

    /// Whether Ctrl-C has been pressed: the process is ending.
    var isInterrupting: Bool { state.withLock { $0.interrupting } }

    /// Called where a run fails: when the failure is the interruption's doing (its killed
    /// workers), waits for the interruption to clean up and end the process instead.
    func waitIfInterrupted() {
        guard isInterrupting else { return }
        Self.waitForTheEnd()
    }

    func watch(_ folder: URL) {
        state.withLock { state in
            state.folders.append(folder)
            guard state.source == nil else { return }
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { Interruption.shared.interrupted() }
            source.resume()
            state.source = source
        }
    }

    /// Runs `body` whole before an interruption ends the process: one arriving meanwhile waits
    /// for `body` to return and then ends the process, which goes no further. One that came
    /// before never runs `body`.
    func exclusively<T>(_ body: () -> T) -> T {
        enter(\.exclusive)
        let result = body()
        if leave(\.exclusive) { Self.waitForTheEnd() }
        return result
    }

    /// Runs `body`, which writes into a watched folder, before the interruption removes the
    /// folders: an interruption waits for the writes under way, and one started after it never
    /// returns. Writes may overlap one another.
    func whileWriting<T>(_ body: () throws -> T) rethrows -> T {
        enter(\.writing)
        defer { _ = leave(\.writing) }
        return try body()
    }

    func forget(_ folder: URL) {
        state.withLock { $0.folders.removeAll { $0 == folder } }
    }

    /// `folder` is a finished report in place now: an interruption leaves it, and says so.
    func replaced(_ folder: URL) {
        state.withLock { state in
            state.folders.removeAll { $0 == folder }
            state.replaced = true
        }
    }

    func started(worker pid: Int32) {
        state.withLock { $0.workers.append(pid) }
    }

    /// Counts a section in, unless the process is ending: then never returns.
    private func enter(_ count: WritableKeyPath<State, Int> & Sendable) {
        let interrupting = state.withLock { state in
            if !state.interrupting { state[keyPath: count] += 1 }
            return state.interrupting
        }
        if interrupting { Self.waitForTheEnd() }
    }

    /// Counts a section out; whether an interruption is waiting for it.
    private func leave(_ count: WritableKeyPath<State, Int> & Sendable) -> Bool {
        state.withLock { state in
            state[keyPath: count] -= 1
            return state.interrupting
        }
    }

    /// Waits, holding nothing, for the interruption to end the process.
    private static func waitForTheEnd() -> Never {
        while true { sleep(60) }
    }

    /// How long to wait for a killed worker to end.
    static let workerEndTimeout: TimeInterval = 2

    /// Waits until `pid` has ended (a zombie, or gone), from `/proc/PID/stat`.
    private static func waitUntilEnded(_ pid: Int32) {
        let deadline = Date().addingTimeInterval(workerEndTimeout)
        while Date() < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return }
            let state = stat[stat.index(after: close)...].split(separator: " ").first
            if state == "Z" || state == "X" { return }
            usleep(5_000)
        }
    }

    /// Waits until no section counted by `count` is under way, or `deadline` has passed.
    private func waitUntilNone(_ count: KeyPath<State, Int> & Sendable, before deadline: Date = .distantFuture) {
        while state.withLock({ $0[keyPath: count] }) > 0, Date() < deadline { usleep(1_000) }
    }

    private func interrupted() {
        let workers = state.withLock { state in
            state.interrupting = true
            return state.workers
        }
        // Each worker leads a process group with the processes it forks to synthesise, which end
        // with it: no user code runs in a process once SIGKILL is sent to its group. (A worker
        // just started may not lead its group yet.)
        for pid in workers {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        // A worker may still be writing until the signal lands; remove the folders after.
        for pid in workers { Self.waitUntilEnded(pid) }
        waitUntilNone(\.writing, before: Date().addingTimeInterval(Self.workerEndTimeout))
        // The commit finishes: the previous report or the new one is in place, never neither.
        waitUntilNone(\.exclusive)
        let (folders, replaced) = state.withLock { ($0.folders, $0.replaced) }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        StandardStream.error.report("earshot: \(ListenError.interrupted(replaced: replaced).description)")
        exit(130)
    }
}
