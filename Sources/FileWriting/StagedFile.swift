import Foundation
import Reporting

/// A regular file written in pieces and put in place whole (the way ``AtomicFile`` writes a
/// file it has in memory): the pieces go to a temporary file beside the target, and ``commit()``
/// flushes it to disk and renames it over the target. Until then, and after ``discard()`` or
/// any failure, the target keeps its previous contents and no temporary file is left behind.
///
/// Not for devices and pipes, which cannot be renamed over; ``isSpecialFile(_:)`` tells them
/// apart. One writer at a time: the owner serialises calls.
package final class StagedFile {
    /// The file this one replaces on ``commit()``.
    package let target: URL
    /// The temporary file beside the target.
    let temporary: URL
    /// Whether ``commit()`` flushes the file to disk first (see ``UnsyncedFile`` for files a
    /// run can make again).
    let durable: Bool
    private var descriptor: Int32
    /// Whether the last thing done was ``skip(_:)``, whose bytes are not in the file's length
    /// until it is extended over them.
    private var endsSkipped = false

    /// Creates the temporary file; throws when the target is a directory, its folder is missing
    /// or cannot be written. `beforeCreating` is given the temporary file's name just before the
    /// file exists, for whoever must be able to remove it at any moment (an interruption). A file
    /// that is not `durable` is renamed into place without being flushed to disk first.
    package init(
        replacing url: URL, durable: Bool = true, beforeCreating: @Sendable (URL) -> Void = { _ in }
    ) throws(OutputError) {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputError(path: url.path, reason: "is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        else { throw OutputError(path: url.path, reason: "no such directory: \(directory.path)") }
        guard isDirectory.boolValue else {
            throw OutputError(path: url.path, reason: "\(directory.path) is not a directory")
        }
        let temporary = Self.temporaryName(beside: url, purpose: "partial")
        beforeCreating(temporary)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: url.path, reason: Self.lastError) }
        self.target = url
        self.temporary = temporary
        self.durable = durable
        self.descriptor = descriptor
    }

    deinit { discard() }

    /// Appends `bytes` at the end of what is written so far.
    package func append(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        endsSkipped = false
        try Self.writeAll(bytes, to: descriptor, path: target.path)
    }

    /// Appends `data` at the end of what is written so far.
    package func append(_ data: Data) throws(OutputError) {
        endsSkipped = false
        try Self.writeAll(data, to: descriptor, path: target.path)
    }

    /// Appends `count` bytes of the open file `source` from its byte `offset`, copied from file
    /// to file by the kernel (`sendfile`), never through this process's memory; read and
    /// written where the system cannot. Throws when `source` cannot be read or ends before them.
    package func append(from source: Int32, offset: Int, count: Int) throws(OutputError) {
        endsSkipped = false
        var position = off_t(offset)
        let end = position + off_t(count)
        while position < end {
            let copied = sendfile(descriptor, source, &position, Int(end - position))
            if copied > 0 { continue }
            if copied < 0, errno == EINTR { continue }
            if copied < 0, errno == EINVAL || errno == ENOSYS {
                return try copyByReading(from: source, range: Int(position)..<Int(end))
            }
            throw OutputError(path: target.path, reason: copied == 0 ? "the copied file ended early" : Self.lastError)
        }
    }

    /// ``append(from:offset:count:)`` through a buffer, for files the kernel cannot copy.
    private func copyByReading(from source: Int32, range: Range<Int>) throws(OutputError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(range.count, 1 << 20), alignment: 16)
        defer { buffer.deallocate() }
        var position = range.lowerBound
        while position < range.upperBound {
            let read = pread(
                source, buffer.baseAddress, min(buffer.count, range.upperBound - position), off_t(position))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else {
                throw OutputError(path: target.path, reason: read == 0 ? "the copied file ended early" : Self.lastError)
            }
            try Self.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<read]), to: descriptor, path: target.path)
            position += read
        }
    }

    /// Appends `count` zero bytes without writing them: the file system keeps a hole where it
    /// can (long silences in audio cost no disk and no copying).
    package func skip(_ count: Int) throws(OutputError) {
        guard count > 0 else { return }
        guard lseek(descriptor, off_t(count), SEEK_CUR) >= 0 else {
            throw OutputError(path: target.path, reason: Self.lastError)
        }
        endsSkipped = true
    }

    /// Replaces bytes already written, from `offset` (a header whose sizes are known last).
    package func overwrite(_ data: Data, at offset: Int) throws(OutputError) {
        let failure: String? = data.withUnsafeBytes { bytes in
            pwrite(descriptor, bytes.baseAddress, bytes.count, off_t(offset)) == bytes.count ? nil : Self.lastError
        }
        if let failure { throw OutputError(path: target.path, reason: failure) }
    }

    /// Flushes and closes the temporary file, which then holds everything written; the caller
    /// renames it into place (``FileSet`` renames several together).
    func seal() throws(OutputError) -> URL {
        guard descriptor >= 0 else { throw OutputError(path: target.path, reason: "already closed") }
        if endsSkipped {
            let end = lseek(descriptor, 0, SEEK_CUR)
            guard end >= 0, ftruncate(descriptor, end) == 0 else {
                let reason = Self.lastError
                discard()
                throw OutputError(path: target.path, reason: reason)
            }
        }
        let flushed = !durable || fsync(descriptor) == 0
        let failure = flushed ? nil : Self.lastError
        let closed = close(descriptor) == 0
        descriptor = -1
        guard flushed, closed else {
            let reason = failure ?? Self.lastError
            unlink(temporary.path)
            throw OutputError(path: target.path, reason: reason)
        }
        return temporary
    }

    /// Puts the file in place of the target.
    package func commit() throws(OutputError) {
        let sealed = try seal()
        guard rename(sealed.path, target.path) == 0 else {
            let reason = Self.lastError
            unlink(sealed.path)
            throw OutputError(path: target.path, reason: reason)
        }
    }

    /// Drops what was written; the target is left as it was. Nothing happens after a commit.
    package func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary.path)
    }

    /// Character devices, FIFOs and sockets (`/dev/stdout`, a named pipe): written in place.
    package static func isSpecialFile(_ url: URL) -> Bool {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK
    }

    /// A hidden name beside `url` that no other process picks.
    static func temporaryName(beside url: URL, purpose: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(purpose)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    }

    /// Writes all of `bytes`, retrying short and interrupted writes.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(OutputError) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputError(path: path, reason: lastError)
            }
            offset += written
        }
    }

    /// Writes all of `data`, retrying short and interrupted writes.
    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(OutputError) {
        let failure: OutputError? = data.withUnsafeBytes { bytes in
            do throws(OutputError) {
                try writeAll(bytes, to: descriptor, path: path)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
