import AppFiles
import Foundation
import Reporting

/// What the files an app was read from held when a report was rendered (``LoadedApp/sources``:
/// the app file, its includes and its strings tables), hashed by content (``ContentHash``, a
/// change detector), so that shares rendered from different versions of the app are not merged.
package struct AppContent: Sendable, Hashable, Codable {
    /// Each file's hash, by its path relative to the app file's folder (absolute outside it).
    package var files: [String: String]
    /// One hash over every file's path and hash, in the order of their paths.
    package var hash: String

    /// Reads `loaded`'s files (and `appFile`, when the format does not list it) and hashes them.
    init(of loaded: LoadedApp, appFile: URL) throws(LoadError) {
        let folder = appFile.standardizedFileURL.deletingLastPathComponent().path + "/"
        var files: [String: String] = [:]
        for source in loaded.sources + [appFile] {
            let path = source.standardizedFileURL.path
            let name = path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
            guard files[name] == nil else { continue }
            do {
                files[name] = try InputFile.read(source).withUnsafeBytes { ContentHash.hex($0) }
            } catch {
                throw LoadError(reading: error)
            }
        }
        self.files = files
        hash = ContentHash.hex(files.sorted { $0.key < $1.key }.map { "\($0.key)\u{0}\($0.value)\n" }.joined())
    }

    /// The files that differ between `self` and `other`, for a message: each changed file, then
    /// each file only one of them was read from.
    func differences(from other: AppContent) -> [String] {
        let names = Set(files.keys).union(other.files.keys).sorted()
        let changed = names.filter { files[$0] != nil && other.files[$0] != nil && files[$0] != other.files[$0] }
        let alone = names.filter { (files[$0] == nil) != (other.files[$0] == nil) }
        return changed.map { "\($0) differs" } + alone.map { "only one was read from \($0)" }
    }
}
