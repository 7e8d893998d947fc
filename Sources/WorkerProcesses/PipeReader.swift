import Foundation

/// What a worker process, or its parent, reads from a pipe as it arrives: lines, or a given
/// number of bytes.
///
/// It reads into one buffer that it reuses, grown only for a message larger than it: a server
/// reading thousands of audio frames a second allocates nothing for each.
package final class PipeReader {
    private let handle: FileHandle
    private var storage = [UInt8](repeating: 0, count: 1 << 16)
    /// The bytes read and not yet handed out: `storage[start..<end]`.
    private var start = 0
    private var end = 0
    /// How many bytes from `start` are known to hold no newline.
    private var scanned = 0

    package init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline, or nil at the end.
    package func line() -> Data? {
        while true {
            if let newline = newline() {
                let line = Data(storage[start..<newline])
                consume(newline + 1 - start)
                return line
            }
            scanned = end - start
            guard fill(atLeast: end - start + 1) else {
                defer { consume(end - start) }
                return start == end ? nil : Data(storage[start..<end])
            }
        }
    }

    /// `body` of the next `count` bytes, borrowed from the reader's buffer until it returns;
    /// nil when the pipe ends before them.
    package func withBytes<Result>(
        _ count: Int, _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows
        -> Result?
    {
        guard fill(atLeast: count) else { return nil }
        defer { consume(count) }
        return try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start..<start + count])) }
    }

    /// Reads, and drops, everything until the pipe ends.
    package func drain() {
        consume(end - start)
        while fill(atLeast: 1) { consume(end - start) }
    }

    private func consume(_ count: Int) {
        start += count
        scanned = 0
        if start == end { (start, end) = (0, 0) }
    }

    /// Reads until the buffer holds at least `count` unread bytes; false when the pipe ends first.
    private func fill(atLeast count: Int) -> Bool {
        while end - start < count {
            if storage.count - start < count {
                // Unread bytes move to the front, and the buffer grows when even that is too small.
                storage.withUnsafeMutableBytes { raw in
                    _ = memmove(raw.baseAddress!, raw.baseAddress! + start, end - start)
                }
                (start, end) = (0, end - start)
                if storage.count < count { storage += [UInt8](repeating: 0, count: count - storage.count) }
            }
            let read = storage.withUnsafeMutableBytes { raw in
                Foundation.read(handle.fileDescriptor, raw.baseAddress! + end, raw.count - end)
            }
            if read > 0 {
                end += read
            } else if read < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// The offset in the buffer of the first unread newline, looking only past what was scanned.
    private func newline() -> Int? {
        guard start + scanned < end else { return nil }
        return storage.withUnsafeBytes { raw -> Int? in
            guard
                let found = memchr(raw.baseAddress! + start + scanned, Int32(UInt8(ascii: "\n")), end - start - scanned)
            else { return nil }
            return raw.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }
}
