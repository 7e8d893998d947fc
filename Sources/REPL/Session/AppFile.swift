import AccessibilityModel
import AppFiles
import AppLoading
import Foundation
import ScreenFiles
import Voices

/// Screen files as the REPL opens them: the built-in sample app, or a file named by a person.
enum AppFile {
    /// The built-in sample app (`samples/app.yaml`).
    static func sample() throws(CommandError) -> URL {
        do {
            return try ScreenFileLoader.defaultSample()
        } catch {
            throw CommandError("\(error)", status: .unavailable)
        }
    }

    /// The file at `path` (relative to the current directory; `~` is the home directory).
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    }

    /// Loads an app; throws one line saying what went wrong, with the file's diagnostics after it.
    static func load(_ url: URL) throws(CommandError) -> LoadedApp {
        do {
            return try AppSource.load(url: url)
        } catch {
            let errors = error.errors.count
            throw CommandError(
                "cannot load \(url.path): \(errors) error\(errors == 1 ? "" : "s"); fix the file and load it again",
                details: error.diagnostics.map(\.description))
        }
    }
}
