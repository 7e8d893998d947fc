import Foundation

/// What a worker process, or its parent, reads from a pipe as it arrives: lines, or a given
/// number of bytes.
package final class PipeReader {
    private let handle: FileHandle
    private var buffer = Data()
    /// How much of `buffer` is known to hold no newline.
    private var scanned = 0

    package init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its newline, or nil at the end.
    package func line() -> Data? {
        while true {
            if let newline = newline() {
                let line = buffer.prefix(newline)
                buffer = buffer.dropFirst(newline + 1)
                scanned = 0
                return Data(line)
            }
            scanned = buffer.count
            guard fill() else {
                defer { buffer = Data() }
                return buffer.isEmpty ? nil : buffer
            }
        }
    }

    /// The next `count` bytes, or nil when the pipe ends before them.
    package func bytes(_ count: Int) -> Data? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let bytes = Data(buffer.prefix(count))
        buffer = buffer.dropFirst(count)
        scanned = 0
        return bytes
    }

    /// Reads, and drops, everything until the pipe ends.
    package func drain() {
        buffer = Data()
        while !handle.availableData.isEmpty {}
    }

    /// Reads what the pipe has now into `buffer`; false at its end.
    private func fill() -> Bool {
        let chunk = handle.availableData
        guard !chunk.isEmpty else { return false }
        buffer.append(chunk)
        return true
    }

    /// The offset in `buffer` of its first newline, looking only past what was scanned before.
    private func newline() -> Int? {
        buffer.withUnsafeBytes { bytes -> Int? in
            guard scanned < bytes.count,
                let found = memchr(bytes.baseAddress! + scanned, Int32(UInt8(ascii: "\n")), bytes.count - scanned)
            else { return nil }
            return bytes.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }
}
