import Foundation
import TestSupport
import Testing

/// What a page shows follows the session, in headless Chromium (`Browser/check_following.py`):
/// Enter and Escape redraw the screen and its selector, the caption never goes back to speech a
/// key cut short, the screenshot shows under the ring (and the curtain hides it), and saving a
/// file the served file includes redraws the phone.
@Suite struct FollowingBrowserTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_following.py")

    /// Some 2,600 characters: tens of seconds of speech whose words are highlighted as heard.
    static let story = Array(
        repeating: "The story goes on while the presenter listens, and the next key cuts it short.", count: 30
    ).joined(separator: " ")

    static let app = """
        name: Following
        initialScreen: home
        screens:
          - include: home.yaml
          - include: details.yaml

        """

    /// The screens in flow style, one element a line.
    static let home = """
        name: home
        elements:
          - {accessibilityLabel: "Home screen", accessibilityTraits: [header], accessibilityFrame: [16, 60, 361, 44]}
          - {accessibilityLabel: "Open details", accessibilityTraits: [button], accessibilityFrame: [16, 120, 361, 44],
             accessibilityActivate: [{push: details}]}
          - {accessibilityLabel: "\(story)", accessibilityTraits: [staticText], accessibilityFrame: [16, 180, 361, 300]}

        """

    static let details = """
        name: details
        elements:
          - {accessibilityLabel: "Details screen", accessibilityTraits: [header], accessibilityFrame: [16, 200, 361, 44]}

        """

    /// A PNG of one pixel: the smallest image a browser draws.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    @Test(.timeLimit(.minutes(3))) func whatThePageShowsFollowsTheSession() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("app.yaml", Self.app), ("home.yaml", Self.home), ("details.yaml", Self.details)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let screenshot = folder.appendingPathComponent("shot.png")
        try Self.png.write(to: screenshot)
        let server = try ServeProcess(
            [folder.appendingPathComponent("app.yaml").path, "--port", "0", "--screenshot", screenshot.path], in: folder
        )
        defer { server.stop() }
        let check = try DebianPython.run(
            Self.script, arguments: [server.url, folder.appendingPathComponent("home.yaml").path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.contains("4 of 4 checks passed"), "\(check.output)\(check.errors)")
        #expect(server.stop() == 0, "\(server.errorOutput)")
    }
}
