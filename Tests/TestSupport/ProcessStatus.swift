import Foundation

/// A process's state as Linux shows it in `/proc/PID/stat`: for tests that check which
/// processes a command started and that they end.
public enum ProcessStatus {
    /// A process's state letter and parent, read after the command's name (which may hold
    /// spaces and parentheses); nil when there is no such process.
    public static func of(_ pid: Int32) -> (state: Substring, parent: Int32)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
        return (fields[0], parent)
    }

    /// Whether `pid` has ended: gone, or a zombie nobody has reaped yet.
    public static func hasEnded(_ pid: Int32) -> Bool {
        guard let status = of(pid) else { return true }
        return status.state == "Z" || status.state == "X"
    }

    /// The processes whose parent is `parent` and which have not ended.
    public static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { of($0)?.parent == parent && !hasEnded($0) }
    }
}
