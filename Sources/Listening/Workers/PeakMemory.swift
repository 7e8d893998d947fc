import Foundation

/// A process's peak resident memory.
enum PeakMemory {
    /// The peak resident memory of process `pid` in bytes, from Linux's `VmHWM` in
    /// `/proc/PID/status`; 0 when unknown.
    static func of(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes * 1024
    }
}
