import AppFiles
import Foundation
import ScreenFiles

/// Any file Earshot is given: a screen file or a capture of a real app, recognised by its
/// content (never its extension). Every command loads through here.
public enum AppSource {
    /// The app in the file at `url`, with its warnings; a file that does not load throws its
    /// located errors.
    public static func load(url: URL) throws(LoadError) -> LoadedApp {
        guard let data = FileManager.default.contents(atPath: url.path), CaptureFormats.format(of: data) != nil else {
            return try ScreenFileLoader.load(url: url)
        }
        let result = try CaptureReader.read(data: data, name: url.path)
        return LoadedApp(app: result.app, warnings: result.warnings)
    }
}
