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
        try "not an image".write(
            to: folder.appendingPathComponent("shots/notes.png"), atomically: true, encoding: .utf8)
        try text.write(to: folder.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        return try body(folder.appendingPathComponent("app.yaml"))
    }

    @Test func aScreensScreenshotIsFoundBesideTheFile() throws {
        try Self.folder(Self.app(screenshot: "shots/detail.png")) { file in
            let app = try ScreenFileLoader.load(url: file).app
            #expect(app.screens[0].screenshot == nil)
            #expect(
                app.screens[1].screenshot
                    == file.deletingLastPathComponent().appendingPathComponent("shots/detail.png").standardizedFileURL
                    .path)
        }
    }

    @Test(arguments: [
        ("shots/missing.png", "the screenshot 'shots/missing.png' cannot be read (looked for "),
        ("shots/notes.png", "the screenshot 'shots/notes.png' is not a PNG; a screenshot is a PNG named relative"),
        // A path with a line break stays on the diagnostic's one line, escaped.
        ("\"shots/a\\nb.png\"", "the screenshot 'shots/a\\nb.png' cannot be read (looked for "),
    ])
    func aScreenshotThatCannotBeShownIsALocatedError(_ path: String, _ message: String) throws {
        try Self.folder(Self.app(screenshot: path)) { file in
            let error = try #require(throws: LoadError.self) { try ScreenFileLoader.load(url: file) }
            #expect(error.errors.count == 1)
            let first = try #require(error.errors.first)
            #expect(first.location.file == file.path)
            #expect((first.location.line, first.location.column) == (6, 17))
            #expect(first.message.hasPrefix(message), "\(first.message)")
            #expect(first.formProblem == nil, "\(first.description)")
        }
    }
}
