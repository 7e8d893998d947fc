import Foundation
import Reporting
import Synchronization

/// A report folder built beside its target and renamed into place when whole: until then the
/// previous report stays as it was, and an interrupted run (Ctrl-C) removes the partial folder.
///
/// Only an earlier report is replaced: a folder that is new, empty, or holds nothing but the
/// files its ``marker`` lists (which the report writes last). Anything else, the working
/// directory, or a folder holding a file the run reads, is refused before anything is touched.
final class ReportFolder: Sendable {
    /// The file naming every file of a report, which makes its folder one a later run may replace.
    static let marker = ".earshot-report"

    let target: URL
    let temporary: URL

    /// Checks the target can be replaced (``checkReplaceable(_:inputs:)``) and creates the
    /// temporary folder beside it.
    init(target: URL, inputs: [URL]) throws {
        self.target = target.standardizedFileURL
        try Self.checkReplaceable(self.target, inputs: inputs)
        let parent = self.target.deletingLastPathComponent()
        temporary = parent.appendingPathComponent(".\(self.target.lastPathComponent).partial-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: temporary)
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw ListenError.cannotWrite(parent.path, ErrorReason.of(error))
        }
        Interruption.shared.watch(temporary)
    }

    /// Throws unless `target` may become a report folder: it does not exist, or is an empty
    /// folder, or an earlier report with nothing added; and it is not, and does not hold, the
    /// working directory or any of `inputs`.
    static func checkReplaceable(_ target: URL, inputs: [URL]) throws {
        do {
            try OutputTarget.checkFolder(target, notHolding: inputs)
        } catch {
            throw ListenError.cannotWrite(target.path, error.reason)
        }
        var isDirectory: ObjCBool = false
        var ancestor = target.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            ancestor.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw ListenError.cannotWrite(target.path, "\(ancestor.path) is a file, not a folder")
        }
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw ListenError.cannotWrite(target.path, "it is a file, not a folder")
        }
        let present = files(in: target)
        guard !present.isEmpty else { return }
        let listed = (try? String(contentsOf: target.appendingPathComponent(marker), encoding: .utf8)).map {
            Set($0.split(separator: "\n").dropFirst().map(String.init))
        }
        guard let listed else {
            throw ListenError.cannotWrite(
                target.path,
                "it holds files and is not an Earshot report (no \(marker)): \(sample(present)); "
                    + "name a new or empty folder")
        }
        let others = present.filter { $0 != marker && !listed.contains($0) }
        guard others.isEmpty else {
            throw ListenError.cannotWrite(
                target.path,
                "it holds files the earlier report did not write: \(sample(others)); move them, or name another folder"
            )
        }
    }

    /// The paths of the files (not folders) under `folder`, relative to it.
    private static func files(in folder: URL) -> [String] {
        let root = folder.resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let path = walk.nextObject() as? String {
            if (walk.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory { found.append(path) }
        }
        return found.sorted()
    }

    /// A few of `paths`, for a message.
    private static func sample(_ paths: [String]) -> String {
        let shown = paths.sorted().prefix(3).map { $0.quotedForMessage() }.joined(separator: ", ")
        return paths.count > 3 ? "\(shown) and \(paths.count - 3) more" : shown
    }

    /// Makes the folder `path` (relative, `/`-separated) inside the report folder `root`, which
    /// must exist. Nothing above `root` is created: an interrupted run removes the partial report
    /// folder, and a renderer still at work must fail then rather than bring the folder back.
    static func makeFolder(_ path: String, in root: URL) throws {
        var folder = root
        for component in path.split(separator: "/") {
            folder.appendPathComponent(String(component))
            guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else {
                throw ListenError.cannotWrite(folder.path, String(cString: strerror(errno)))
            }
        }
    }

    /// Makes the folders holding `file` (a relative path) inside the report folder `root`, as
    /// ``makeFolder(_:in:)`` does.
    static func makeFolder(containing file: String, in root: URL) throws {
        try makeFolder(file.split(separator: "/").dropLast().joined(separator: "/"), in: root)
    }

    /// Writes a file of the report.
    func write(_ text: String, to name: String) throws {
        let file = temporary.appendingPathComponent(name)
        do {
            try Data(text.utf8).write(to: file)
        } catch {
            throw ListenError.cannotWrite(target.appendingPathComponent(name).path, ErrorReason.of(error))
        }
    }

    /// Puts the finished report in place of the previous one, with its ``marker`` listing its
    /// files.
    func commit() throws {
        let listing = ["Earshot listening report: a later run replaces this folder when it holds only these files."]
        try write((listing + Self.files(in: temporary)).joined(separator: "\n") + "\n", to: Self.marker)
        let old = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).old-\(getpid())")
        let hadPrevious = FileManager.default.fileExists(atPath: target.path)
        // Ctrl-C waits for the two renames: it finds either the old report or the new one.
        let failure: (any Error)? = Interruption.shared.exclusively {
            do {
                if hadPrevious { try FileManager.default.moveItem(at: target, to: old) }
                try FileManager.default.moveItem(at: temporary, to: target)
                return nil
            } catch {
                if hadPrevious, !FileManager.default.fileExists(atPath: target.path) {
                    try? FileManager.default.moveItem(at: old, to: target)
                }
                return error
            }
        }
        if let failure {
            discard()
            throw ListenError.cannotWrite(target.path, ErrorReason.of(failure))
        }
        Interruption.shared.forget(temporary)
        try? FileManager.default.removeItem(at: old)
    }

    /// Removes the partial report (a failed run).
    func discard() {
        Interruption.shared.forget(temporary)
        try? FileManager.default.removeItem(at: temporary)
    }
}

/// Ctrl-C during a run: the workers are stopped, partial report folders removed, and the
/// process ends with status 130.
final class Interruption: Sendable {
    static let shared = Interruption()

    private let state = Mutex(
        (
            folders: [URL](), workers: [Int32](), source: nil as (any DispatchSourceSignal)?, interrupting: false,
            writing: 0
        ))

    /// Called where a run fails: when the failure is the interruption's doing (its killed
    /// workers), waits for the interruption to clean up and end the process instead.
    func waitIfInterrupted() {
        guard state.withLock({ $0.interrupting }) else { return }
        while true { sleep(60) }
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

    /// Runs `body` with the interruption held off until it returns.
    func exclusively<T>(_ body: () -> T) -> T {
        state.withLock { state in
            guard !state.interrupting else {
                while true { sleep(60) }
            }
            return body()
        }
    }

    /// Runs `body`, which writes into a watched folder, before the interruption removes the
    /// folders: an interruption waits for the writes under way, and one started after it never
    /// returns. Writes may overlap one another.
    func whileWriting<T>(_ body: () throws -> T) rethrows -> T {
        let interrupting = state.withLock { state in
            if !state.interrupting { state.writing += 1 }
            return state.interrupting
        }
        while interrupting { sleep(60) }
        defer { state.withLock { $0.writing -= 1 } }
        return try body()
    }

    func forget(_ folder: URL) {
        state.withLock { $0.folders.removeAll { $0 == folder } }
    }

    func started(worker pid: Int32) {
        state.withLock { $0.workers.append(pid) }
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

    private func interrupted() {
        let (folders, workers) = state.withLock { state in
            state.interrupting = true
            return (state.folders, state.workers)
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
        let deadline = Date().addingTimeInterval(Self.workerEndTimeout)
        while state.withLock({ $0.writing }) > 0, Date() < deadline { usleep(1_000) }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        StandardStream.error.report("earshot: \(ListenError.interrupted.description)")
        exit(130)
    }
}
