import Foundation

/// Programs a benchmark compares Earshot with, found as a shell finds them.
enum ExecutableSearch {
    /// The executable `name` in a directory of `PATH`, or nil.
    static func onPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
