import Foundation
import TestSupport
import Testing

@testable import Workshop

/// The workshop's Voice Control overlays: the screen message carries each drawn control's name and
/// number, and the page draws them over the phone ("Show names", "Show numbers") in headless
/// Chromium, chosen with the keyboard, and clean under axe-core
/// (`Browser/check_voice_control.py`; Debian's `chromium`, `chromium-driver`, `python3-selenium`,
/// and the axe-core wheel `.ci/install-deps` fetches).
@Suite struct VoiceControlOverlayTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_voice_control.py")

    /// A mail app: a control with input labels, a heading (no control), a control named by its
    /// label and one with no name; Compose pushes a screen with a back button.
    static let app = """
        name: Mail
        screens:
          - name: inbox
            elements:
              - accessibilityIdentifier: compose
                accessibilityLabel: Compose a new message
                accessibilityUserInputLabels: [Compose, New message]
                accessibilityTraits: [button]
                accessibilityFrame: [16, 60, 361, 44]
                accessibilityActivate: [{push: message}]
              - accessibilityLabel: Inbox
                accessibilityTraits: [header]
                accessibilityFrame: [16, 120, 361, 44]
              - accessibilityIdentifier: archive
                accessibilityLabel: Archive
                accessibilityTraits: [button]
                accessibilityFrame: [16, 180, 170, 44]
              - accessibilityIdentifier: unnamed
                accessibilityTraits: [button]
                accessibilityFrame: [200, 180, 177, 44]
          - name: message
            elements:
              - accessibilityLabel: Inbox
                accessibilityTraits: [button, backButton]
                accessibilityFrame: [8, 54, 90, 44]
                accessibilityActivate: [back]
              - accessibilityLabel: Reply
                accessibilityTraits: [button]
                accessibilityFrame: [16, 120, 361, 44]
        """

    /// The screen message a page gets: each drawn control's id, name (none when it has none to
    /// say) and number, in swipe order; a heading is no control.
    @Test func theScreenMessageMarksEachDrawnControl() async throws {
        let (page, session, _) = try WorkshopSessionTests.open(Self.app)
        await session.join(page: 1, page.continuation, presenter: true, file: "mail.yaml")
        let screen = try await page.next { $0["type"] as? String == "screen" }
        let marks = try #require(screen["voiceControl"] as? [[String: Any]])
        #expect(marks.map { $0["id"] as? String } == ["compose", "archive", "unnamed"])
        #expect(marks.map { $0["name"] as? String } == ["Compose", "Archive", nil])
        #expect(marks.map { $0["number"] as? Int } == [1, 2, 3])
        #expect(marks[2].keys.contains("name") == false, "a control without a name has no name key")
    }

    @Test(.timeLimit(.minutes(3))) func thePageDrawsNamesAndNumbersOverThePhone() async throws {
        for program in ["/usr/bin/chromium", "/usr/bin/chromedriver", DebianPython.executable] {
            #expect(
                FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run .ci/install-deps")
        }
        let wheel = AxeCore.wheel
        #expect(FileManager.default.fileExists(atPath: wheel.path), "axe-core is missing: run .ci/install-deps")
        try await ServeProcess.serving(Self.app, named: "mail.yaml") { server, _ in
            let check = try DebianPython.run(
                Self.script, arguments: [server.url, "Compose|Archive|?", "Inbox|Reply", wheel.path])
            #expect(check.status == 0, "\(check.output)\(check.errors)")
            #expect(check.output.contains("7 of 7 checks passed"), "\(check.output)\(check.errors)")
        }
    }

}
