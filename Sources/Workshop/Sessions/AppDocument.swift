import AccessibilityModel
import AppLoading
import Foundation
import Synchronization

/// The file a workshop shows: a screen file or a capture, loaded at start and again whenever it
/// or any file its last load read or tried to read (its includes, its strings tables, its
/// screenshots, even when that load failed) changes on disk, or one of the `alsoWatched` files
/// (the start screen's screenshot) does, so a trainer can edit it while the room listens. A file
/// that does not load is kept as its diagnostics; the server stays up and the pages show them.
final class AppDocument: Sendable {
    /// What loading the file gave.
    enum Loaded: Sendable {
        /// The app, and which load of a file in this server it is: each load has its own
        /// number, so what was made of one (a screen's audit) is never taken for another's.
        case app(App, load: Int)
        /// Every diagnostic, `file:line:column: error: …`.
        case failed([String])
    }

    let url: URL
    /// Files watched with every load's own.
    private let alsoWatched: [URL]
    /// What the last load gave, and each file watched for changes as it was then.
    private let state: Mutex<(loaded: Loaded, watched: [URL: FileStamp?])>

    init(url: URL, alsoWatched: [URL] = []) {
        let root = FileStamp(url)
        let (loaded, sources) = Self.load(url)
        state = Mutex((loaded, Self.stamps(sources + alsoWatched, root: url, as: root)))
        self.url = url
        self.alsoWatched = alsoWatched
    }

    var loaded: Loaded { state.withLock { $0.loaded } }

    /// Loads the file again when it, or a file its last load read or tried to read, has changed
    /// since; returns what it gave, or nil when nothing changed.
    func reloadIfChanged() -> Loaded? {
        let watched = state.withLock { $0.watched }
        guard watched.contains(where: { FileStamp($0.key) != $0.value }) else { return nil }
        let root = FileStamp(url)
        let (loaded, sources) = Self.load(url)
        state.withLock { $0 = (loaded, Self.stamps(sources + alsoWatched, root: url, as: root)) }
        return loaded
    }

    /// Loads of files so far, in this process.
    private static let loads = Atomic<Int>(0)

    /// What loading `url` gave, and the files it read or tried to read.
    private static func load(_ url: URL) -> (Loaded, [URL]) {
        do {
            let loaded = try AppSource.load(url: url)
            return (.app(loaded.app, load: loads.add(1, ordering: .relaxed).newValue), loaded.sources)
        } catch {
            return (.failed(error.errors.map(\.description)), error.sources)
        }
    }

    /// The files' stamps, the root's as it was before the load read it (`rootStamp`): an editor
    /// that saves by emptying the file and then writing it may be read in between, and the
    /// file written since must then be loaded again, not taken for what was read.
    private static func stamps(_ files: [URL], root: URL, as rootStamp: FileStamp?) -> [URL: FileStamp?] {
        var stamps = Dictionary(
            files.map { ($0.standardizedFileURL, FileStamp($0)) }, uniquingKeysWith: { first, _ in first })
        stamps[root.standardizedFileURL] = .some(rootStamp)
        return stamps
    }
}
