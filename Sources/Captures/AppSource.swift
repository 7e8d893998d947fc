import Foundation
import ScreenFiles

/// Any file Earshot is given: a screen file or a capture of a real app, recognised by its
/// content (never its extension). Every command loads through here.
public enum AppSource {
    /// The app in the file at `url`, with its warnings; errors as a screen file's are reported.
    public static func load(url: URL) throws(ScreenFileError) -> ScreenFileLoader.Result {
        guard let data = FileManager.default.contents(atPath: url.path), CaptureFormats.format(of: data) != nil else {
            return try ScreenFileLoader.load(url: url)
        }
        let result = try CaptureReader.read(data: data, name: url.path)
        return ScreenFileLoader.Result(app: result.app, warnings: result.warnings)
    }
}
