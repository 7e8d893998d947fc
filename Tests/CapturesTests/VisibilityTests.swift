import Captures
import Foundation
import ScreenFiles
import Testing

/// What `visible="false"` hides, and what it does not (docs/captures.md, "What is hidden").
@Suite struct VisibilityTests {
    @Test func combinedPartsAndAFadedPageAreNotReadButUnexplainedOnesAre() throws {
        let loaded = try Captured.load("wda-swiftui-hidden.xml")
        #expect(
            try Captured.transcript(loaded.app) == [
                "About. Heading.",
                "Version, 1.0 (1)",
                "Mute. Switch Button. On. Double tap to toggle setting.",
                // Marked not visible, but nothing shows why: kept, as on-screen text under a bar.
                "Made in Lisbon",
                // Off the screen: VoiceOver scrolls to it.
                "Licences. Button.",
            ])
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.contains(":9:11: warning: 3 elements with text, marked visible=\"false\" and not shown")
            })
    }

    @Test func aCombinedElementWithoutTheAccessibleAttributeIsReadWhole() throws {
        let transcript = try Captured.transcript("wda-hidden-alert-legacy.xml")
        #expect(transcript.contains("Summary, 2 notes"))
        #expect(!transcript.contains("Summary") && !transcript.contains("2 notes"))
    }

    @Test func anAlertOfNoSizeMarkedNotVisibleIsNotShowing() throws {
        let loaded = try Captured.load("wda-hidden-alert-legacy.xml")
        #expect(
            try Captured.transcript(loaded.app) == [
                "Notes. Heading.",
                "Summary, 2 notes",
                "Shopping. Button.",
                "Ideas. Button.",
                "New Note. Button.",
            ])
        #expect(!loaded.warnings.map(\.description).contains { $0.contains("is modal") })
    }

    /// A notification alert that is no longer shown, of no size and marked not visible with all it
    /// holds, inside an element of `inf` coordinates, as in a real SpringBoard page source (in a
    /// public test script; modelled, not copied): left out with what it holds, so it is not modal
    /// and the page is read — in the transcript, in what `import` writes, and by the audit.
    @Test func aHiddenAlertInsideAnElementOfInfiniteCoordinatesIsNotModal() throws {
        let loaded = try Captured.load("wda-hidden-alert-inf.xml")
        #expect(
            try Captured.transcript(loaded.app) == [
                "Hotels. Heading.", "Button.", "Hotels near you", "Search. Button.",
            ])
        #expect(!loaded.warnings.map(\.description).contains { $0.contains("is modal") })
        let imported = try CaptureReader.read(
            data: Data(contentsOf: Captured.url("wda-hidden-alert-inf.xml")), name: "alert.xml")
        let written = ScreenFileWriter.yaml(imported.app, comments: imported.comments)
        #expect(!written.contains("accessibilityViewIsModal"))
        #expect(!written.contains("Would Like to Send You Notifications"))
    }
}
