import Foundation

/// This process's memory, as Linux reports it.
enum ProcessMemory {
    /// A resident-memory figure of this process from /proc/self/status, in bytes.
    static func residentBytes(field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1024 }
        }
        return nil
    }

    /// Hands the memory malloc keeps free back to the system (glibc's `malloc_trim`), so that what
    /// is allocated next raises the resident size rather than reusing freed pages unseen; does
    /// nothing where the C library has no such call.
    static func releaseFreeMemory() {
        guard let trim = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
    }

    /// Starts the peak (VmHWM) again from the current resident size (Linux 4.0 and later).
    static func resetPeakResident() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }
}
