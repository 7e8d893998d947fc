import AccessibilityModel
import Captures
import Foundation
import ScreenFiles
import Testing

/// `earshot import` writes a screen file that loads back and says the same.
@Suite struct RoundTripTests {
    static let captures = [
        "wda-settings-traits.xml", "wda-signup-legacy.xml", "wda-pad-tabs-segments.xml",
        "wda-alert-over-pushed-page.xml",
        "wda-keyboard-zh.xml", "wda-webview.xml", "wda-depth-limit.xml", "wda-odd-frames-unknown-types.xml",
        "xcuitest-settings.txt", "wda-popup-empty.xml", "xcuitest-tabs-note.txt", "lldb-print-description.txt",
        "idb-describe-all.json", "axe-describe-ui.json", "wda-swiftui-hidden.xml", "wda-hidden-alert-legacy.xml",
    ]

    /// The screen file `earshot import` writes for these captures.
    static func imported(_ names: [String], appName: String? = nil) throws -> (text: String, result: CaptureImport) {
        let files = try names.map { (data: try Data(contentsOf: Captured.url($0)), name: $0) }
        let result = try CaptureReader.read(files: files, appName: appName)
        return (ScreenFileWriter.yaml(result.app, comments: result.comments), result)
    }

    @Test(arguments: captures)
    func importedFileSaysWhatTheCaptureSays(_ name: String) throws {
        let (text, result) = try Self.imported([name])
        let reloaded = try ScreenFileLoader.load(data: Data(text.utf8), name: "imported.yaml")
        // The only warnings are the screen file's own on elements the capture gave no usable frame
        // (VoiceOver skips them), which the capture warned about already.
        let frameless = reloaded.warnings.filter { $0.message.hasPrefix("no frame: ") }
        #expect(frameless.count == reloaded.warnings.count)
        #expect(frameless.count <= result.warnings.filter { $0.message.contains("kept without a frame") }.count)
        #expect(try Captured.transcript(reloaded.app) == Captured.transcript(name))
    }

    @Test func everyElementHasACommentSayingWhereItCameFrom() throws {
        let (text, result) = try Self.imported(["wda-settings-traits.xml"])
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let comment =
            "# XCUIElementTypeSlider name='ringer_volume' label='Ringer and Alerts' value='50%' (wda-settings-traits.xml:17:11)"
        let at = try #require(lines.firstIndex(of: comment))
        #expect(lines[at + 1] == "- accessibilityIdentifier: ringer_volume")
        let elements = text.split(separator: "\n").filter { $0.contains("- accessibilityIdentifier:") }.count
        let comments = text.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("# XCUIElementType")
        }.count
        #expect(elements == comments && elements == result.comments["wda-settings-traits"]?.count)
    }

    @Test func whatTheCaptureMarkedNotVisibleStaysMarked() throws {
        let (text, result) = try Self.imported(["wda-swiftui-hidden.xml"])
        let reloaded = try ScreenFileLoader.load(data: Data(text.utf8), name: "imported.yaml").app
        func notVisible(_ elements: [Element]) -> [String?] {
            elements.flatMap { ($0.isVisible ? [] : [$0.accessibilityIdentifier]) + notVisible($0.children) }
        }
        let marked = notVisible(result.app.screens.flatMap(\.elements))
        #expect(!marked.isEmpty)
        #expect(notVisible(reloaded.screens.flatMap(\.elements)) == marked)
        #expect(text.components(separatedBy: "earshotVisible: false").count - 1 == marked.count)
    }

    @Test func aSecureFieldsCharactersAreNeverWritten() throws {
        let (text, _) = try Self.imported(["wda-signup-legacy.xml"])
        #expect(!text.contains("••"))
    }

    @Test func severalCapturesBecomeScreensOfOneApp() throws {
        let (text, result) = try Self.imported(
            ["wda-webview.xml", "wda-webview.xml", "xcuitest-settings.txt"], appName: "Tour")
        #expect(result.app.name == "Tour")
        #expect(result.app.screens.map(\.name) == ["wda-webview", "wda-webview-2", "xcuitest-settings"])
        let reloaded = try ScreenFileLoader.load(data: Data(text.utf8), name: "tour.yaml").app
        #expect(reloaded.screens.map(\.name) == result.app.screens.map(\.name))
    }

    @Test func identifiersAreStableAcrossImports() throws {
        let first = try Self.imported(["wda-odd-frames-unknown-types.xml"]).text
        let second = try Self.imported(["wda-odd-frames-unknown-types.xml"]).text
        #expect(first == second)
    }
}
