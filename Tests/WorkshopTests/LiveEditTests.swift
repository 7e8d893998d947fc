import Foundation
import Testing

@testable import Workshop

/// Editing the file while a session shows it: the session keeps its screen and focused element,
/// the pages are sent the screens to choose from, and a load that failed still watches every file
/// it tried to read.
@Suite struct LiveEditTests {
    /// Two screens; `details` has elements with identifiers d1…d3, the second labelled `second`.
    static func app(second: String = "Second", detailsName: String = "details", withoutD2: Bool = false) -> String {
        let d2 =
            withoutD2
            ? ""
            : "      - {accessibilityIdentifier: d2, accessibilityLabel: \"\(second)\", accessibilityTraits: [button], "
                + "accessibilityFrame: [0, 150, 100, 44]}\n"
        return """
            screens:
              - name: home
                elements:
                  - {accessibilityLabel: Home, accessibilityTraits: [button], accessibilityFrame: [0, 100, 100, 44]}
              - name: \(detailsName)
                elements:
                  - {accessibilityIdentifier: d1, accessibilityLabel: First, accessibilityTraits: [button], accessibilityFrame: [0, 100, 100, 44]}

            """ + d2
                + "      - {accessibilityIdentifier: d3, accessibilityLabel: Third, accessibilityTraits: [button], accessibilityFrame: [0, 200, 100, 44]}\n"
    }

    /// A session on `app()`, shown on `details` and focused on its element at `order` (from 1).
    static func onDetails(focusing order: Int) async throws -> (Page, WorkshopSession, URL) {
        let (page, session, file) = try WorkshopSessionTests.open(Self.app())
        await session.join(page: 1, page.continuation, presenter: true, file: file.path)
        await session.receive(.screen("details"))
        for _ in 1..<order { await session.receive(.gesture(.next)) }
        let said = try await page.next {
            $0["type"] as? String == "said" && ($0["focus"] as? [String: Any])?["order"] as? Int == order
        }
        #expect((said["focus"] as? [String: Any])?["id"] != nil)
        return (page, session, file)
    }

    /// The screen and focus a page is sent after a reload.
    static func afterReload(_ page: Page) async throws -> (screen: String?, focus: String?, screens: [String]) {
        let screen = try await page.next { $0["type"] as? String == "screen" }
        let said = try await page.next { $0["type"] as? String == "said" }
        return (
            screen["name"] as? String, (said["focus"] as? [String: Any])?["id"] as? String,
            screen["screens"] as? [String] ?? []
        )
    }

    @Test func anEditKeepsTheScreenAndTheFocusedElement() async throws {
        let (page, session, file) = try await Self.onDetails(focusing: 3)
        try Self.app(second: "Second, edited").write(to: file, atomically: true, encoding: .utf8)
        await session.reload(AppDocument(url: file).loaded)
        let shown = try await Self.afterReload(page)
        #expect(shown.screen == "details")
        #expect(shown.focus == "d3")
        #expect(shown.screens == ["home", "details"])
    }

    /// The focused element gone, focus stays at its place in swipe order.
    @Test func aRemovedElementLeavesFocusAtItsPlace() async throws {
        let (page, session, file) = try await Self.onDetails(focusing: 2)
        try Self.app(withoutD2: true).write(to: file, atomically: true, encoding: .utf8)
        await session.reload(AppDocument(url: file).loaded)
        let shown = try await Self.afterReload(page)
        #expect(shown.screen == "details")
        #expect(shown.focus == "d3", "the element now second in swipe order")
    }

    /// The screen renamed (so gone), the session goes to the start screen, and the pages are
    /// given the new names.
    @Test func aScreenGoneGoesToTheStart() async throws {
        let (page, session, file) = try await Self.onDetails(focusing: 2)
        try Self.app(detailsName: "particulars").write(to: file, atomically: true, encoding: .utf8)
        await session.reload(AppDocument(url: file).loaded)
        let shown = try await Self.afterReload(page)
        #expect(shown.screen == "home")
        #expect(shown.screens == ["home", "particulars"])
    }

    /// Started on a file whose include does not parse, the document notices the include mended.
    @Test func aBrokenIncludeMendedIsNoticed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let part = folder.appendingPathComponent("part.yaml")
        try "name: part\nelements: [{accessibilityLabel: Part\n".write(to: part, atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("app.yaml")
        try "screens:\n  - include: part.yaml\n".write(to: file, atomically: true, encoding: .utf8)
        let document = AppDocument(url: file)
        guard case .failed(let diagnostics) = document.loaded else {
            Issue.record("the broken include loaded")
            return
        }
        #expect(diagnostics.contains { $0.hasPrefix(part.path + ":") }, "\(diagnostics)")
        #expect(document.reloadIfChanged() == nil, "nothing changed yet")
        try "name: part\nelements: [{accessibilityLabel: Part, accessibilityFrame: [0, 0, 100, 44]}]\n".write(
            to: part, atomically: true, encoding: .utf8)
        guard case .app(let app, _) = document.reloadIfChanged() else {
            Issue.record("the mended include was not noticed")
            return
        }
        #expect(app.screens.map(\.name) == ["part"])
    }

    /// The start screen's screenshot is watched with the file: saving it again reloads, and the
    /// address pages load it from changes then (and only then, not at each save of the file).
    @Test func aScreenshotSavedAgainIsNoticed() throws {
        let shot = try ScreenshotServeTests.png()
        defer { try? FileManager.default.removeItem(at: shot) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID()).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try WorkshopSessionTests.screen().write(to: file, atomically: true, encoding: .utf8)
        let document = AppDocument(url: file, alsoWatched: [shot])
        let screenshot = try #require(Screenshot.of(file: file, named: shot))
        let first = screenshot.versionedPath
        #expect(document.reloadIfChanged() == nil)
        try (WorkshopSessionTests.screen() + "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(document.reloadIfChanged() != nil)
        #expect(screenshot.versionedPath == first, "the file saved, the screenshot's address stays")
        try (FollowingBrowserTests.png + Data([0])).write(to: shot)
        #expect(document.reloadIfChanged() != nil)
        #expect(screenshot.versionedPath != first)
    }
}
