import Foundation
import TestSupport
import Testing

/// A room listening while the trainer works, in headless Chromium (`Browser/check_live_room.py`):
/// the screenshot stays in view under the drawing (at least 90 % of it outside the focus ring),
/// one saved again shows at once, an edit keeps the page on its screen and focused element with
/// the findings following, a server started on a broken include notices the fix and fills its
/// Screen selector, a refused page shows why, a page that falls behind says so, and a follower's
/// first key shows why it did nothing (not "Connected" over it).
@Suite struct LiveRoomBrowserTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_live_room.py")

    static let app = """
        name: Live room
        initialScreen: home
        screens:
          - include: home.yaml
          - include: details.yaml

        """

    /// Large elements: drawn filled, their boxes would hide most of the screenshot.
    static let home = """
        name: home
        elements:
          - {accessibilityLabel: "Home screen", accessibilityTraits: [header], accessibilityFrame: [16, 60, 361, 44]}
          - {accessibilityLabel: "Open details", accessibilityTraits: [button], accessibilityFrame: [16, 120, 361, 44],
             accessibilityActivate: [{push: details}]}
          - {accessibilityLabel: "Photo of the harbour", accessibilityTraits: [image], accessibilityFrame: [16, 180, 361, 300]}
          - {accessibilityLabel: "What the photo shows", accessibilityTraits: [staticText], accessibilityFrame: [16, 500, 361, 250]}

        """

    static let details = """
        name: details
        elements:
          - {accessibilityIdentifier: d1, accessibilityLabel: "First detail", accessibilityTraits: [header], accessibilityFrame: [16, 60, 361, 44]}
          - {accessibilityIdentifier: d2, accessibilityLabel: "Second detail", accessibilityTraits: [button], accessibilityFrame: [16, 120, 361, 44]}
          - {accessibilityIdentifier: d3, accessibilityLabel: "", accessibilityTraits: [button], accessibilityFrame: [16, 180, 361, 44]}

        """

    static let mendingApp = """
        name: Mending
        screens:
          - include: broken.yaml

        """

    static let mended = """
        screens:
          - name: alpha
            elements:
              - {accessibilityLabel: "Alpha", accessibilityTraits: [button], accessibilityFrame: [16, 60, 361, 44]}
          - name: beta
            elements:
              - {accessibilityLabel: "Beta", accessibilityTraits: [button], accessibilityFrame: [16, 60, 361, 44]}

        """

    @Test(.timeLimit(.minutes(4))) func theRoomKeepsItsPlaceWhileTheTrainerWorks() throws {
        let folder = try Self.folder(["app.yaml": Self.app, "home.yaml": Self.home, "details.yaml": Self.details])
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try Self.folder([
            "app.yaml": Self.mendingApp, "mended.yaml": Self.mended,
            "broken.yaml": "screens:\n  - name: alpha\n    elements: [{accessibilityLabel: Alpha\n",
        ])
        defer { try? FileManager.default.removeItem(at: broken) }
        let shot = folder.appendingPathComponent("shot.png")
        let written = try DebianPython.run(Self.script, arguments: ["png", shot.path, "393", "852", "1"])
        #expect(written.status == 0, "\(written.errors)")

        let server = try ServeProcess(
            [folder.appendingPathComponent("app.yaml").path, "--port", "0", "--screenshot", shot.path], in: folder)
        defer { server.stop() }
        let startedBroken = try ServeProcess(
            [broken.appendingPathComponent("app.yaml").path, "--port", "0"], in: broken)
        defer { startedBroken.stop() }
        let check = try DebianPython.run(
            Self.script, arguments: [server.url, folder.path, startedBroken.url, broken.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.contains("7 of 7 checks passed"), "\(check.output)\(check.errors)")
        #expect(server.stop() == 0, "\(server.errorOutput)")
        #expect(startedBroken.stop() == 0, "\(startedBroken.errorOutput)")
    }

    /// A folder of its own holding `files` (name: contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
