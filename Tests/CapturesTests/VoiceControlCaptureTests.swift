import AccessibilityModel
import Captures
import Foundation
import Navigation
import ScreenFiles
import Testing

/// What captures say of Voice Control (docs/captures.md, "Voice Control"): none of the four
/// formats records input labels, so a page control takes UIKit's own ("Page control") and a back
/// button UIKit's default; idb's and AXe's `title` beside a label is the text the element shows.
@Suite struct VoiceControlCaptureTests {
    static func node(_ identifier: String, in app: App) throws -> ResolvedNode {
        let screen = try #require(app.resolve(AppState(app: app), locale: "en-US"))
        return try #require(screen[identifier])
    }

    /// AccessibilitySnapshot's reference image of a UIPageControl (`DefaultControlsTests`,
    /// `testPageControl`) shows its input label "Page control".
    @Test func aPageControlTakesUIKitsInputLabel() throws {
        let app = try Captured.load("wda-pad-tabs-segments.xml").app
        let pages = try Self.node("pages", in: app)
        #expect(pages.userInputLabels == ["Page control"])
        #expect(VoiceControl.names(of: pages, backWord: "Back") == ["Page control"])
    }

    /// A back button found in a navigation bar answers to its title and "Back", as UIKit's does.
    @Test func aCapturedBackButtonAnswersToBack() throws {
        let app = try Captured.load("xcuitest-settings.txt").app
        let session = try NavigationSession(app: app, locale: "en-US", voices: Captured.voices)
        let back = try #require(
            session.voiceControlTargets.first { session.screen.node(at: $0.position).traits.contains(.backButton) })
        #expect(back.names.last == "Back")
    }

    /// idb's and AXe's `title`, written beside a different label, is what the element shows; the
    /// same as the label, or alone (it is then the label), it adds nothing.
    @Test func anIdbTitleBesideTheLabelIsTheVisibleText() throws {
        let capture = """
            [{"AXFrame": "{{0, 0}, {390, 844}}", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}, "AXLabel": "Mail", "type": "Application", "role": "AXApplication", "title": null, "enabled": true},
             {"AXFrame": "{{16, 100}, {200, 44}}", "frame": {"x": 16, "y": 100, "width": 200, "height": 44}, "AXUniqueId": "send", "AXLabel": "Submit", "title": "Send", "type": "Button", "role": "AXButton", "enabled": true},
             {"AXFrame": "{{16, 200}, {200, 44}}", "frame": {"x": 16, "y": 200, "width": 200, "height": 44}, "AXUniqueId": "same", "AXLabel": "Archive", "title": "Archive", "type": "Button", "role": "AXButton", "enabled": true},
             {"AXFrame": "{{16, 300}, {200, 44}}", "frame": {"x": 16, "y": 300, "width": 200, "height": 44}, "AXUniqueId": "alone", "title": "Delete", "type": "Button", "role": "AXButton", "enabled": true}]
            """
        let read = try CaptureReader.read(data: Data(capture.utf8), name: "mail.json")
        #expect(try Self.node("send", in: read.app).visibleText == "Send")
        #expect(try Self.node("same", in: read.app).visibleText == nil)
        let alone = try Self.node("alone", in: read.app)
        #expect(alone.label == "Delete" && alone.visibleText == nil)

        // `earshot import` writes it, with the title in the element's comment, and reads it back.
        let text = ScreenFileWriter.yaml(read.app, comments: read.comments)
        #expect(text.contains("earshotVisibleText: Send"), "\(text)")
        #expect(text.contains("title='Send'"), "\(text)")
        let reloaded = try ScreenFileLoader.load(data: Data(text.utf8), name: "imported.yaml").app
        #expect(reloaded.screens.map(\.elements) == read.app.screens.map(\.elements))
    }

    /// A page control's input label is written by `earshot import` and read back.
    @Test func theImportWritesThePageControlsInputLabel() throws {
        let files = [(data: try Data(contentsOf: Captured.url("wda-pad-tabs-segments.xml")), name: "pad.xml")]
        let result = try CaptureReader.read(files: files, appName: nil)
        let text = ScreenFileWriter.yaml(result.app, comments: result.comments)
        #expect(text.contains("accessibilityUserInputLabels: [Page control]"), "\(text)")
        let reloaded = try ScreenFileLoader.load(data: Data(text.utf8), name: "pad.yaml").app
        #expect(reloaded.screens.map(\.elements) == result.app.screens.map(\.elements))
    }
}
