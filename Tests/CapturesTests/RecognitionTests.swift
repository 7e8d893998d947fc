import AccessibilityModel
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

    /// A dump pasted from its middle (from `Window (Main), 0x…` down), as in a team's guide to
    /// finding elements (babylonhealth/ios-playbook, `Cookbook/Technical-Documents/AutomateAUIFlow.md`).
    @Test func aDumpThatStartsMidTreeIsRead() throws {
        let data = try Data(contentsOf: Captured.url("xcuitest-mid-tree.txt"))
        #expect(CaptureFormats.format(of: data)?.name == "XCUITest debugDescription")
        let loaded = try Captured.load("xcuitest-mid-tree.txt")
        #expect(
            try Captured.transcript(loaded.app) == [
                "Back Button.",
                "Sign in. Heading.",
                "averyveryverylongaddress@e... Text Field. List Start. Double tap to edit.",
                "Secure Text Field. Double tap to edit.",
                "Sign in. Button. List End.",
            ])
        #expect(loaded.app.screens[0].size == AccessibilitySize(width: 375, height: 812))
    }

    @Test func aMidTreeDumpMayHoldSeveralWindows() throws {
        let text = """
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{16.0, 60.0}, {100.0, 44.0}}, label: 'Save'
                Window, 0x4, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x5, {{16.0, 700.0}, {200.0, 20.0}}, label: 'Saved'
            """
        let result = try CaptureReader.read(data: Data(text.utf8), name: "windows.txt")
        #expect(try Captured.transcript(result.app) == ["Save. Button.", "Saved"])
        #expect(result.app.screens[0].size == AccessibilitySize(width: 390, height: 844))
    }

    /// A dump that lost only its arrow starts at its application, which stays its root.
    @Test func aDumpWithoutItsArrowStartsAtItsApplication() throws {
        let text = """
             Application, 0x1, pid: 7, label: 'Notes'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{16.0, 60.0}, {100.0, 44.0}}, label: 'New'
            """
        let result = try CaptureReader.read(data: Data(text.utf8), name: "app.txt")
        #expect(result.app.name == "Notes")
        #expect(try Captured.transcript(result.app) == ["New. Button."])
        #expect(result.app.screens[0].size == AccessibilitySize(width: 390, height: 844))
    }

    /// A page source inside an exception's message, as shirates-core throws it
    /// (`ElementCacheUtility.kt`: "Node for rootElement not found.(mode=ios, source=…)").
    @Test func aPageSourceInsideAMessageIsReadAtItsOwnLines() throws {
        let data = try Data(contentsOf: Captured.url("wda-in-exception.txt"))
        #expect(CaptureFormats.format(of: data)?.name == "WebDriverAgent page source inside other text")
        let loaded = try Captured.load("wda-in-exception.txt")
        #expect(try Captured.transcript(loaded.app) == ["Add task. Button.", "Today"])
        let warnings = loaded.warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.hasSuffix(
                    "wda-in-exception.txt:1:1: warning: text around the page source was skipped (line 1 before it, lines 6–8 after it): only the page source is read"
                )
            }, "\(warnings)")
        let result = try CaptureReader.read(data: data, name: "message.txt")
        let comments = result.comments.values.flatMap(\.values)
        #expect(
            comments.contains { $0.hasPrefix("XCUIElementTypeButton name='add'") && $0.hasSuffix("(message.txt:4:5)") })
    }

    @Test func aPageSourceAfterALogLinesPrefixIsRead() throws {
        let text = """
            2024-03-14 09:21:07,113 DEBUG source: <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" x="0" y="0" width="390" height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" name="go" label="Go" x="16" y="100" width="100" height="44"/></XCUIElementTypeApplication></AppiumAUT>
            2024-03-14 09:21:07,120 DEBUG done

            """
        let result = try CaptureReader.read(data: Data(text.utf8), name: "test.log")
        #expect(try Captured.transcript(result.app) == ["Go. Button."])
        #expect(result.warnings.map(\.description).first?.contains("(line 1 before it, line 2 after it)") == true)
    }

    /// `po app.debugDescription` in Xcode's console prints its activity before the string, as a
    /// course's notes show (swift-man/XCUITest_study, `README.md`).
    @Test func lldbOutputAfterXcodesActivityLinesIsRead() throws {
        let data = try Data(contentsOf: Captured.url("lldb-activity-log.txt"))
        #expect(CaptureFormats.format(of: data)?.name == "XCUITest debugDescription printed by lldb")
        let loaded = try Captured.load("lldb-activity-log.txt")
        #expect(
            try Captured.transcript(loaded.app) == [
                "Lisbon", "Search a city. Text Field. Double tap to edit.", "Refresh. Button.",
            ])
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.hasSuffix(
                    "lldb-activity-log.txt:2:1: warning: text around the printed string was skipped (lines 2–3 before it): only the printed string is read"
                )
            })
    }
}
