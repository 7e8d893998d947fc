import Foundation

/// The real app's screen, drawn under the focus ring and the element boxes: a PNG named with
/// `--screenshot`, or the one beside the served file with its base name (`page.xml`,
/// `page.png`). It is served at one fixed path from the one file the server was started with;
/// no request ever names a file.
package struct Screenshot: Sendable {
    /// Where pages ask for it.
    static let path = "/screenshot.png"
    /// The largest file served: a phone's screenshot is a few megabytes at most.
    static let maximumBytes = 32 << 20
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    package let url: URL

    /// The screenshot for `file`: `named` when given, else the PNG beside `file` with its base
    /// name when there is one.
    package static func of(file: URL, named: URL?) -> Screenshot? {
        if let named { return Screenshot(url: named) }
        let beside = file.deletingPathExtension().appendingPathExtension("png")
        guard beside != file, FileManager.default.fileExists(atPath: beside.path) else { return nil }
        return Screenshot(url: beside)
    }

    /// The PNG as it is on disk now; nil when it cannot be read, is too large or is no PNG.
    func bytes() -> [UInt8]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = (attributes[.size] as? NSNumber)?.intValue, size <= Self.maximumBytes,
            let data = FileManager.default.contents(atPath: url.path), data.starts(with: Self.signature)
        else { return nil }
        return Array(data)
    }
}
