import Foundation
import Reporting

/// A screenshot of the real app, drawn under a screen in the workshop: a PNG file of at most
/// ``maximumBytes``. A screen file names one per screen; `earshot serve --screenshot` names one
/// for the start screen.
package enum ScreenshotFile {
    /// The largest file taken: a phone's screenshot is a few megabytes at most.
    package static let maximumBytes = 32 << 20
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why the file at `url` cannot be shown, for a message ("is not a PNG"); nil when it can.
    package static func problem(at url: URL) -> String? {
        switch read(url) {
        case .success: nil
        case .failure(let problem): problem.reason
        }
    }

    /// The PNG as it is on disk now; nil when it cannot be read, is too large or is no PNG.
    package static func bytes(at url: URL) -> [UInt8]? {
        try? read(url).get()
    }

    /// The PNG at `url`, read once: a regular file only (a pipe or device there would never end),
    /// of at most ``maximumBytes``.
    private static func read(_ url: URL) -> Result<[UInt8], Problem> {
        let data: Data
        do {
            data = try InputFile.read(url, limit: maximumBytes)
        } catch {
            return .failure(
                Problem(reason: "cannot be read (looked for \(url.path.quotedForMessage(limit: 400)): \(error.reason))")
            )
        }
        guard data.starts(with: signature) else { return .failure(Problem(reason: "is not a PNG")) }
        return .success(Array(data))
    }

    private struct Problem: Error {
        let reason: String
    }
}
