import AccessibilityModel
import AppLoading
import Foundation
import Synchronization

/// The file a workshop shows: a screen file or a capture, loaded at start and again whenever it
/// changes on disk, so a trainer can edit it while the room listens. A file that does not load
/// is kept as its diagnostics; the server stays up and the pages show them.
final class AppDocument: Sendable {
    /// What loading the file gave.
    enum Loaded: Sendable {
        case app(App)
        /// Every diagnostic, `file:line:column: error: …`.
        case failed([String])
    }

    let url: URL
    private let state: Mutex<(loaded: Loaded, stamp: FileStamp?)>

    init(url: URL) {
        self.url = url
        let stamp = FileStamp(url)
        state = Mutex((Self.load(url), stamp))
    }

    var loaded: Loaded { state.withLock { $0.loaded } }

    /// Loads the file again when it has changed since it was last read; returns what it gave,
    /// or nil when it is unchanged.
    func reloadIfChanged() -> Loaded? {
        let stamp = FileStamp(url)
        guard state.withLock({ $0.stamp != stamp }) else { return nil }
        let loaded = Self.load(url)
        state.withLock { $0 = (loaded, stamp) }
        return loaded
    }

    private static func load(_ url: URL) -> Loaded {
        do {
            return .app(try AppSource.load(url: url).app)
        } catch {
            return .failed(error.errors.map(\.description))
        }
    }
}

/// What tells a file's versions apart without reading it: its modification time and size.
private struct FileStamp: Equatable {
    let modified: Date?
    let size: Int?

    init?(_ url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        modified = attributes[.modificationDate] as? Date
        size = (attributes[.size] as? NSNumber)?.intValue
    }
}
