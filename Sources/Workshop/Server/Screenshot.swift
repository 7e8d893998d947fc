import AppFiles
import Foundation

/// The real app's screen, drawn under the focus ring and the element boxes: a PNG named with
/// `--screenshot`, or the one beside the served file with its base name (`page.xml`,
/// `page.png`), for the start screen; and the screenshot a screen file names for any of its
/// screens. Pages load them at fixed paths, from files the server was started with or the
/// served file names; no request ever names a file.
package struct Screenshot: Sendable {
    /// Where pages ask for the start screen's.
    static let path = "/screenshot.png"
    /// Where pages ask for a screen's own, by the screen's place in the app: `/screenshots/2.png`.
    static let screensPath = "/screenshots/"

    package let url: URL
    /// Whether it was found beside the served file rather than named with `--screenshot`.
    let found: Bool

    /// The screenshot for `file`: `named` when given, else the PNG beside `file` with its base
    /// name when there is one.
    package static func of(file: URL, named: URL?) -> Screenshot? {
        if let named { return Screenshot(url: named, found: false) }
        let beside = file.deletingPathExtension().appendingPathExtension("png")
        guard beside != file, FileManager.default.fileExists(atPath: beside.path) else { return nil }
        return Screenshot(url: beside, found: true)
    }

    /// Why it is not drawn as it is on disk now, as a located warning for the terminal and the
    /// page; nil when it is drawn.
    package func problem() -> String? {
        ScreenshotFile.problem(at: url).map { problem in
            let which = found ? "the screenshot found beside the served file" : "the screenshot"
            return "\(url.path): warning: \(which) \(problem); it is not drawn until that is fixed"
        }
    }

    /// The PNG as it is on disk now; nil when it cannot be read, is too large or is no PNG.
    func bytes() -> [UInt8]? {
        ScreenshotFile.bytes(at: url)
    }

    /// Where pages load the screenshot of the screen at `index` in the app, whose file is at
    /// `file`: the address names the file's version, so a page loads a screenshot saved again,
    /// and only then.
    static func path(ofScreen index: Int, file: URL) -> String {
        versioned("\(screensPath)\(index).png", file)
    }

    /// Where pages load the start screen's screenshot, this one, as it is on disk now.
    var versionedPath: String {
        Self.versioned(Self.path, url)
    }

    private static func versioned(_ path: String, _ file: URL) -> String {
        "\(path)?v=\(FileStamp(file)?.token ?? "none")"
    }

    /// The screenshot asked for as `name` ("2.png"): the one the app's screen at that place
    /// names; nil when there is none.
    static func bytes(ofScreen name: String, in loaded: AppDocument.Loaded) -> [UInt8]? {
        guard case .app(let app, _) = loaded, name.hasSuffix(".png"), let index = Int(name.dropLast(4)),
            app.screens.indices.contains(index), let path = app.screens[index].screenshot
        else { return nil }
        return ScreenshotFile.bytes(at: URL(fileURLWithPath: path))
    }
}
