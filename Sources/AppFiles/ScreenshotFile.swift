import Foundation

/// A screenshot of the real app, drawn under a screen in the workshop: a PNG file of at most
/// ``maximumBytes``. A screen file names one per screen; `earshot serve --screenshot` names one
/// for the start screen.
package enum ScreenshotFile {
    /// The largest file taken: a phone's screenshot is a few megabytes at most.
    package static let maximumBytes = 32 << 20
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Why the file at `url` cannot be shown, for a message ("is not a PNG"); nil when it can.
    package static func problem(at url: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = (attributes[.size] as? NSNumber)?.intValue
        else { return "cannot be read (looked for \(url.path))" }
        guard size <= maximumBytes else {
            return "has \(size) bytes, more than the \(maximumBytes) a screenshot may have"
        }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "cannot be read" }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: signature.count), start.elementsEqual(signature) else {
            return "is not a PNG"
        }
        return nil
    }

    /// The PNG as it is on disk now; nil when it cannot be read, is too large or is no PNG.
    package static func bytes(at url: URL) -> [UInt8]? {
        guard problem(at: url) == nil, let data = FileManager.default.contents(atPath: url.path),
            data.count <= maximumBytes, data.starts(with: signature)
        else { return nil }
        return Array(data)
    }
}
