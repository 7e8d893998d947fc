import AppFiles
import Foundation
import ScreenFiles
import Testing

/// A screen names the real app's screenshot of it, relative to the file; loading checks it.
@Suite struct ScreenshotTests {
    /// The smallest PNG: one pixel.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    /// A PNG's signature and header chunk claiming `width` × `height` pixels, with nothing after
    /// them: what a decompression bomb shows before its data.
    static func huge(width: UInt32, height: UInt32) -> Data {
        var bytes = Array(png.prefix(16))
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        return Data(bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    static func app(screenshot: String) -> String {
        """
        screens:
          - name: home
            elements:
              - {accessibilityLabel: Open, accessibilityTraits: [button], accessibilityFrame: [0, 100, 100, 44]}
          - name: detail
            screenshot: \(screenshot)
            elements:
              - {accessibilityLabel: Done, accessibilityTraits: [button], accessibilityFrame: [0, 100, 100, 44]}

        """
    }

    /// A folder with `app.yaml` (of `text`) and `shots/detail.png`, removed after `body`.
    static func folder<T>(_ text: String, _ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("shots"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try png.write(to: folder.appendingPathComponent("shots/detail.png"))
        try huge(width: 20_000, height: 20_000).write(to: folder.appendingPathComponent("shots/huge.png"))
        try "not an image".write(
            to: folder.appendingPathComponent("shots/notes.png"), atomically: true, encoding: .utf8)
        try text.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        return try body(folder.appendingPathComponent("app.yaml"))
    }

    @Test func aScreenshotAtTheMostPixelsIsTaken() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("side-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.huge(width: 4_096, height: 4_096).write(to: file)
        #expect(ScreenshotFile.problem(at: file) == nil)
        try Self.huge(width: 1_170, height: 4_097).write(to: file)
        #expect(ScreenshotFile.problem(at: file)?.hasPrefix("is 1170 × 4097 pixels") == true)
    }

    @Test func aScreensScreenshotIsFoundBesideTheFile() throws {
        try Self.folder(Self.app(screenshot: "shots/detail.png")) { file in
            let app = try ScreenFileLoader.load(url: file).app
            #expect(app.screens[0].screenshot == nil)
            #expect(try ScreenFileLoader.load(url: file).sources.contains { $0.path.hasSuffix("shots/detail.png") })
            #expect(
                app.screens[1].screenshot
                    == file.deletingLastPathComponent().appendingPathComponent("shots/detail.png").standardizedFileURL
                    .path)
        }
    }

    @Test(arguments: [
        ("shots/missing.png", "the screenshot 'shots/missing.png' cannot be read (looked for "),
        ("shots/notes.png", "the screenshot 'shots/notes.png' is not a PNG; a screenshot is a PNG named relative"),
        // Refused by the size its header claims, before anything decodes it.
        (
            "shots/huge.png",
            "the screenshot 'shots/huge.png' is 20000 × 20000 pixels; a screenshot may be at most 4096 pixels a side"
        ),
        // A path with a line break stays on the diagnostic's one line, escaped.
        ("\"shots/a\\nb.png\"", "the screenshot 'shots/a\\nb.png' cannot be read (looked for "),
    ])
    func aScreenshotThatCannotBeShownIsALocatedError(_ path: String, _ message: String) throws {
        try Self.folder(Self.app(screenshot: path)) { file in
            let error = try #require(throws: LoadError.self) { try ScreenFileLoader.load(url: file) }
            #expect(error.errors.count == 1)
            // The screenshot is among the files to watch for the fix.
            #expect(
                error.sources.contains { $0.path.hasSuffix(path.hasPrefix("\"") ? "b.png" : path) }, "\(error.sources)")
            let first = try #require(error.errors.first)
            #expect(first.location.file == file.path)
            #expect((first.location.line, first.location.column) == (6, 17))
            #expect(first.message.hasPrefix(message), "\(first.message)")
            #expect(first.formProblem == nil, "\(first.description)")
        }
    }
}
