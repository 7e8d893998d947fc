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

    /// Starts the peak (VmHWM) again from the current resident size (Linux 4.0 and later).
    static func resetPeakResident() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }
}
