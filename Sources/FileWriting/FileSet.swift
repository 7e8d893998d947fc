import Foundation
import Reporting

/// Related files (a WAV file and its captions, a report and its assets) that replace their
/// previous versions together or not at all.
package enum FileSet {
    /// Writes every file: all temporary files first, then the renames. If any write fails,
    /// nothing is replaced; if a rename fails, the files already renamed get their previous
    /// contents back.
    package static func write(_ files: [(url: URL, data: Data)]) throws(OutputError) {
        var staged: [(target: URL, temporary: URL)] = []
        func discardStaged() {
            for file in staged { unlink(file.temporary.path) }
        }
        for (url, data) in files {
            if StagedFile.isSpecialFile(url) {
                // A device or pipe is written in place, with nothing to create or truncate.
                try UnsyncedFile.write(data, toFile: url.path, opening: 0)
                continue
            }
            do throws(OutputError) {
                staged.append((url, try stage(data, beside: url)))
            } catch {
                discardStaged()
                throw error
            }
        }
        var backups: [(target: URL, backup: URL?)] = []
        for (index, file) in staged.enumerated() {
            let backup = try? preserve(file.target)
            if rename(file.temporary.path, file.target.path) != 0 {
                let reason = String(cString: strerror(errno))
                for done in backups.reversed() {
                    if let saved = done.backup {
                        rename(saved.path, done.target.path)
                    } else {
                        unlink(done.target.path)
                    }
                }
                if let backup { unlink(backup.path) }
                for rest in staged[index...] { unlink(rest.temporary.path) }
                throw OutputError(path: file.target.path, reason: reason)
            }
            backups.append((file.target, backup))
        }
        for done in backups { if let backup = done.backup { unlink(backup.path) } }
    }

    /// A hard link to the current file, so it can be put back; nil when there is none.
    private static func preserve(_ url: URL) throws -> URL? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let backup = StagedFile.temporaryName(beside: url, purpose: "previous")
        guard link(url.path, backup.path) == 0 else { return nil }
        return backup
    }

    private static func stage(_ data: Data, beside url: URL) throws(OutputError) -> URL {
        let file = try StagedFile(replacing: url)
        try file.append(data)
        return try file.seal()
    }
}
