import AppFiles
import AppLoading
import Captures
import Foundation
import ScreenFiles
import Testing

/// The format is recognised from the content, never the extension.
@Suite struct RecognitionTests {
    @Test func formatsAreRecognisedByContent() throws {
        let xml = try Data(contentsOf: Captured.url("wda-webview.xml"))
        let dump = try Data(contentsOf: Captured.url("xcuitest-settings.txt"))
        #expect(CaptureFormats.format(of: xml)?.name == "WebDriverAgent page source")
        #expect(CaptureFormats.format(of: dump)?.name == "XCUITest debugDescription")
        #expect(CaptureFormats.format(of: Data("elements: []\n".utf8)) == nil)
        #expect(CaptureFormats.format(of: Data("elements:\n  - label: \"Element subtree: 3 levels\"\n".utf8)) == nil)
        #expect(CaptureFormats.format(of: Data("\u{FEFF}  <AppiumAUT/>".utf8))?.name == "WebDriverAgent page source")
    }

    @Test func aCaptureNamedYAMLAndAScreenFileNamedXMLBothLoad() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captures-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = directory.appendingPathComponent("page.yaml")
        try Data(contentsOf: Captured.url("wda-webview.xml")).write(to: capture)
        let screen = directory.appendingPathComponent("screen.xml")
        try Data("elements:\n  - {label: Hello, traits: [button], frame: [0, 0, 100, 44]}\n".utf8).write(to: screen)
        #expect(try Captured.transcript(AppSource.load(url: capture).app).first == "Recipes. Heading.")
        #expect(try Captured.transcript(AppSource.load(url: screen).app) == ["Hello. Button."])
    }

    /// A capture and a screen file that do not load fail the same way: located diagnostics in one
    /// error, a malformed input (65).
    @Test func bothFormatsFailWithTheOneLoadError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("captures-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = directory.appendingPathComponent("cut.xml")
        try Data("<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\">\n".utf8).write(
            to: capture)
        let screen = directory.appendingPathComponent("bad.yaml")
        try Data("elements:\n  - accessibilityLabel: [\n".utf8).write(to: screen)
        let missing = directory.appendingPathComponent("missing.yaml")
        for (url, location) in [(capture, "cut.xml:3:1"), (screen, "bad.yaml:3:1"), (missing, "missing.yaml:1:1")] {
            let error = try #require(throws: LoadError.self) { try AppSource.load(url: url) }
            #expect(error.exitStatus == .inputError)
            let first = try #require(error.errors.first)
            #expect(first.location.file == url.path)
            #expect(first.description.hasPrefix("\(directory.path)/\(location): error: "), "\(first)")
        }
    }
}
