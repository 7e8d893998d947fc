import Foundation
import Reporting

/// Files a run can make again (rendered audio, captions), written without flushing each one to
/// disk. Foundation's `Data.write(to:)` calls `fsync` after every file, which for a run writing
/// thousands of small files costs more than the writing itself; what must survive a crash goes
/// through ``AtomicFile`` instead.
package enum UnsyncedFile {
    /// Creates or truncates `url` and writes `data` to it.
    package static func write(_ data: Data, to url: URL) throws(OutputError) {
        try write(data, toFile: url.path, opening: O_CREAT | O_TRUNC)
    }

    /// Creates or truncates the file at `path` and writes `data` to it.
    package static func write(_ data: Data, toFile path: String) throws(OutputError) {
        try write(data, toFile: path, opening: O_CREAT | O_TRUNC)
    }

    /// Creates or truncates the file at `path` and writes `pieces` to it one after another, so
    /// that a header and a large body need not be joined in memory first.
    package static func write(_ pieces: [UnsafeRawBufferPointer], toFile path: String) throws(OutputError) {
        try write(toFile: path, opening: O_CREAT | O_TRUNC) { descriptor throws(OutputError) in
            for piece in pieces { try StagedFile.writeAll(piece, to: descriptor, path: path) }
        }
    }

    /// Opens the file at `path` for writing with the extra `flags` (none for a device written in
    /// place) and writes `data` to it.
    static func write(_ data: Data, toFile path: String, opening flags: Int32) throws(OutputError) {
        try write(toFile: path, opening: flags) { descriptor throws(OutputError) in
            try StagedFile.writeAll(data, to: descriptor, path: path)
        }
    }

    /// Opens the file at `path` for writing with the extra `flags`, hands its descriptor to
    /// `write`, and closes it; the first error is thrown.
    private static func write(
        toFile path: String, opening flags: Int32, _ write: (Int32) throws(OutputError) -> Void
    ) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
        let failure: OutputError?
        do throws(OutputError) {
            try write(descriptor)
            failure = nil
        } catch {
            failure = error
        }
        let closed = close(descriptor) == 0
        if let failure { throw failure }
        guard closed else { throw OutputError(path: path, reason: String(cString: strerror(errno))) }
    }
}
