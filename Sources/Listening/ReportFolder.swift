import Foundation
import Synchronization

/// A report folder built beside its target and renamed into place when whole: until then the
/// previous report stays as it was, and an interrupted run (Ctrl-C) removes the partial folder.
final class ReportFolder: Sendable {
    let target: URL
    let temporary: URL

    /// Checks the target can be a folder and creates the temporary one beside it.
    init(target: URL) throws {
        self.target = target.standardizedFileURL
        let parent = self.target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.target.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ListenError.cannotWrite(self.target.path, "it is a file, not a folder")
        }
        temporary = parent.appendingPathComponent(".\(self.target.lastPathComponent).partial-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: temporary)
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw ListenError.cannotWrite(parent.path, Self.reason(error))
        }
        Interruption.shared.watch(temporary)
    }

    /// Writes a file of the report.
    func write(_ text: String, to name: String) throws {
        let file = temporary.appendingPathComponent(name)
        do {
            try Data(text.utf8).write(to: file)
        } catch {
            throw ListenError.cannotWrite(target.appendingPathComponent(name).path, Self.reason(error))
        }
    }

    /// Puts the finished report in place of the previous one.
    func commit() throws {
        let old = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).old-\(getpid())")
        let hadPrevious = FileManager.default.fileExists(atPath: target.path)
        do {
            if hadPrevious { try FileManager.default.moveItem(at: target, to: old) }
            try FileManager.default.moveItem(at: temporary, to: target)
        } catch {
            if hadPrevious, !FileManager.default.fileExists(atPath: target.path) {
                try? FileManager.default.moveItem(at: old, to: target)
            }
            discard()
            throw ListenError.cannotWrite(target.path, Self.reason(error))
        }
        Interruption.shared.forget(temporary)
        try? FileManager.default.removeItem(at: old)
    }

    /// Removes the partial report (a failed run).
    func discard() {
        Interruption.shared.forget(temporary)
        try? FileManager.default.removeItem(at: temporary)
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).userInfo[NSUnderlyingErrorKey].map { ($0 as? NSError)?.localizedDescription ?? "\($0)" }
            ?? error.localizedDescription
    }
}

/// Ctrl-C during a run: the workers are stopped, partial report folders removed, and the
/// process ends with status 130.
final class Interruption: Sendable {
    static let shared = Interruption()

    private let state = Mutex((folders: [URL](), workers: [Int32](), source: nil as (any DispatchSourceSignal)?))

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

    func forget(_ folder: URL) {
        state.withLock { $0.folders.removeAll { $0 == folder } }
    }

    func started(worker pid: Int32) {
        state.withLock { $0.workers.append(pid) }
    }

    private func interrupted() {
        let (folders, workers) = state.withLock { ($0.folders, $0.workers) }
        for pid in workers { kill(pid, SIGKILL) }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        FileHandle.standardError.write(Data("earshot: \(ListenError.interrupted.description)\n".utf8))
        exit(130)
    }
}
