import Foundation
import Reporting

/// A screenshot of the real app, drawn under a screen in the workshop: a PNG file of at most
/// ``maximumBytes`` and ``maximumSide`` pixels a side. A screen file names one per screen;
/// `earshot serve --screenshot` names one for the start screen.
package enum ScreenshotFile {
    /// The largest file taken: a phone's screenshot is a few megabytes at most.
    package static let maximumBytes = 32 << 20
    /// The most pixels a side: a tablet's screen at 3× is under 4,096. Every page decodes the
    /// image whole (4 bytes a pixel), so a larger one, or a small file that claims to be huge,
    /// is refused by the size its header gives, before anything decodes it.
    package static let maximumSide = 4_096
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
        // The header chunk comes first: its length, "IHDR", the width and height (big-endian).
        let bytes = Array(data)
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return .failure(Problem(reason: "is not a PNG (it has no header chunk)"))
        }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width <= maximumSide, height <= maximumSide else {
            return .failure(
                Problem(
                    reason:
                        "is \(width) × \(height) pixels; a screenshot may be at most \(maximumSide) pixels a side (a device's screen at 3×): save it smaller"
                ))
        }
        return .success(bytes)
    }

    private struct Problem: Error {
        let reason: String
    }
}
