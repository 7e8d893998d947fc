import AccessibilityModel
import AppFiles
import Foundation
import ScreenFiles

/// The repository's samples and helpers to load screen files written inside a test.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let samples = repository.appendingPathComponent("samples")

    /// Every screen file under `samples/`, its folders (such as `workshop/`) included.
    static let sampleFiles: [URL] = {
        let names = FileManager.default.subpaths(atPath: samples.path) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { samples.appendingPathComponent($0) }
    }()

    /// Each sample's path under `samples/` ("rating.yaml", "workshop/pitfalls.yaml").
    static let sampleNames: [String] = sampleFiles.map { String($0.path.dropFirst(samples.path.count + 1)) }

    static func sample(_ name: String) throws -> App {
        try ScreenFileLoader.load(url: samples.appendingPathComponent(name)).app
    }

    /// The default app, loaded once.
    static let app: App = try! sample(ScreenFileLoader.defaultSampleName)

    /// Loads YAML (or JSON) text; strings tables are looked for only when a directory is given.
    static func load(
        _ text: String, name: String = "test.yaml", directory: URL? = nil
    ) throws -> LoadedApp {
        try ScreenFileLoader.load(data: Data(text.utf8), name: name, directory: directory)
    }

    /// The diagnostics of a file that must fail to load.
    static func errors(_ text: String, name: String = "test.yaml", directory: URL? = nil) -> [Diagnostic] {
        errors(data: Data(text.utf8), name: name, directory: directory)
    }

    static func errors(data: Data, name: String = "test.yaml", directory: URL? = nil) -> [Diagnostic] {
        do {
            _ = try ScreenFileLoader.load(data: data, name: name, directory: directory)
            return []
        } catch {
            return error.errors
        }
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension App {
    /// Starts the app and resolves its visible screen.
    func start(locale: String = "en") -> (AppState, ResolvedScreen) {
        let state = AppState(app: self)
        return (state, resolve(state, locale: locale)!)
    }
}
