import Foundation

/// What tells a file's versions apart without reading it: its modification time and size.
struct FileStamp: Equatable {
    let modified: Date?
    let size: Int?

    /// The file at `url` as it is now; nil when it is not there.
    init?(_ url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        modified = attributes[.modificationDate] as? Date
        size = (attributes[.size] as? NSNumber)?.intValue
    }

    /// The version as a short token for an address: another version gives another token.
    var token: String {
        let nanoseconds = modified.map { Int64(($0.timeIntervalSince1970 * 1e9).rounded()) } ?? 0
        return "\(String(nanoseconds, radix: 36))-\(String(size ?? 0, radix: 36))"
    }
}
