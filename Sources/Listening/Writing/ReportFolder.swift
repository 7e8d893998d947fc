import FileWriting
import Foundation
import Reporting

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
        let present: [String]
        do {
            present = try files(in: target)
        } catch {
            throw ListenError.cannotWrite(
                target.path,
                "not everything in it can be read (\(error)), so it cannot be checked to hold only an earlier report; name a new or empty folder"
            )
        }
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

    /// The paths of the files (not folders) under `folder`, relative to it; links are files and
    /// are not followed. Read with the system's own calls, each folder opened relative to the
    /// one holding it, so that every name is seen as it is and no path is too long: Foundation
    /// leaves names out (its directory enumerator takes the root's path out of every path it
    /// returns, wherever it occurs; its listing skips names starting with "._"), and a report
    /// must never take a folder for one holding only its own files. Throws ``Unreadable`` when
    /// anything under it cannot be read: a folder that cannot be seen whole is never replaced.
    private static func files(in folder: URL) throws(Unreadable) -> [String] {
        let root = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw Unreadable("", errno) }
        var found: [String] = []
        try walk(root, at: "", into: &found)
        return found.sorted()
    }

    /// Adds the files of the open folder `descriptor` (`relative` to the root) and of every folder
    /// in it to `found`; closes `descriptor`.
    private static func walk(_ descriptor: Int32, at relative: String, into found: inout [String]) throws(Unreadable) {
        guard let folder = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            throw Unreadable(relative, code)
        }
        defer { closedir(folder) }
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw Unreadable(relative, errno) }
                return
            }
            var rawName = entry.pointee.d_name
            let (name, child) = withUnsafeBytes(of: &rawName) { bytes -> (String, Int32?) in
                let name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                guard name != ".", name != ".." else { return (name, nil) }
                let cName = bytes.baseAddress!.assumingMemoryBound(to: CChar.self)
                var info = stat()
                guard fstatat(dirfd(folder), cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return (name, -errno) }
                guard info.st_mode & S_IFMT == S_IFDIR else { return (name, Int32.min) }
                let opened = openat(dirfd(folder), cName, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
                return (name, opened >= 0 ? opened : -errno)
            }
            guard name != ".", name != ".." else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            switch child {
            case Int32.min: found.append(path)
            case let opened? where opened >= 0: try walk(opened, at: path, into: &found)
            case let failed?: throw Unreadable(path, -failed)
            case nil: continue
            }
        }
    }

    /// What could not be read in a folder being listed, and why, in a few words.
    struct Unreadable: Error, CustomStringConvertible {
        let description: String

        init(_ relative: String, _ code: Int32) {
            let place = relative.isEmpty ? "the folder" : relative.quotedForMessage(limit: 60)
            description = "\(place): \(String(cString: strerror(code)))"
        }
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
        let written: [String]
        do {
            written = try Self.files(in: temporary)
        } catch {
            throw ListenError.cannotWrite(temporary.path, error.description)
        }
        try write((listing + written).joined(separator: "\n") + "\n", to: Self.marker)
        CommitStep.listed.reached()
        let old = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).old-\(getpid())")
        let hadPrevious = FileManager.default.fileExists(atPath: target.path)
        // Ctrl-C waits for the renames and the removal of the previous report: it leaves either
        // the previous report or the new one, and nothing beside it.
        let failure: (any Error)? = Interruption.shared.exclusively {
            do {
                if hadPrevious {
                    try FileManager.default.moveItem(at: target, to: old)
                    CommitStep.movedAside.reached()
                }
                try FileManager.default.moveItem(at: temporary, to: target)
                Interruption.shared.replaced(temporary)
                CommitStep.replaced.reached()
            } catch {
                if hadPrevious, !FileManager.default.fileExists(atPath: target.path) {
                    try? FileManager.default.moveItem(at: old, to: target)
                }
                return error
            }
            if hadPrevious {
                try? FileManager.default.removeItem(at: old)
                CommitStep.removedPrevious.reached()
            }
            return nil
        }
        if let failure {
            discard()
            throw ListenError.cannotWrite(target.path, ErrorReason.of(failure))
        }
    }

    /// Removes the partial report (a failed run).
    func discard() {
        Interruption.shared.forget(temporary)
        try? FileManager.default.removeItem(at: temporary)
    }
}
