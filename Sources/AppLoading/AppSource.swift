import AppFiles
import Captures
import Foundation
import Reporting
import ScreenFiles

/// Any file Earshot is given: a screen file or a capture of a real app, recognised by its
/// content (never its extension). Every command, the REPL, the workshop, the listening workers,
/// the benchmarks and the audit load through here.
package enum AppSource {
    /// The app in the file at `url` (a file, or a pipe such as `/dev/stdin`, read once), with its
    /// warnings; a file that does not load throws its located errors.
    package static func load(url: URL) throws(LoadError) -> LoadedApp {
        let data: Data
        do {
            data = try InputFile.read(url, streams: true)
        } catch {
            throw LoadError(reading: error)
        }
        guard CaptureFormats.format(of: data) != nil else { return try ScreenFileLoader.load(data: data, url: url) }
        let capture = try CaptureReader.read(data: data, name: url.path)
        return LoadedApp(
            app: capture.app, warnings: capture.warnings, sources: [url],
            locateElement: { screen, path in capture.locateElement(screen: screen, path: path) })
    }
}
