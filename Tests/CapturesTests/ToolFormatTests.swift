import AppFiles
import Captures
import Foundation
import Testing

/// The captures other tools print: idb's and AXe's accessibility JSON, XCUITest's dump as the
/// debugger prints it, and dumps with stray lines pasted in.
@Suite struct ToolFormatTests {
    static let pantry = [
        "Groceries. Heading.",
        "3 items left",
        "Only show missing. Switch Button. On. Double tap to toggle setting.",
        "Search. Search Field.",
        // idb's `custom_actions`: "Delete".
        "Add item. Button. Actions available. Adds an item to the list. Swipe up or down to select a custom action, then double tap to activate.",
        "Quantity: 2. Text Field. Double tap to edit.",
        "Clear all. Dimmed. Button.",
        "Basket. Image.",
        "Privacy. Link.",
    ]

    @Test func idbFlatListIsReadWithTheSameRules() throws {
        let loaded = try Captured.load("idb-describe-all.json")
        #expect(loaded.app.name == "Pantry")
        #expect(loaded.app.screens[0].size?.width == 390)
        let transcript = try Captured.transcript(loaded.app)
        // The slider comes between the image and the link; its words are the adjustable's.
        #expect(transcript.filter { !$0.hasPrefix("Budget") } == Self.pantry)
        #expect(transcript.contains { $0.hasPrefix("Budget: 40%. Adjustable.") })
        // The group of the flat list and the element hidden from accessibility are not read.
        #expect(!transcript.contains { $0.contains("Tab Bar") || $0.contains("Secret") })
    }

    @Test func axeNestedTreeIsReadWithTheSameRules() throws {
        #expect(
            try Captured.transcript("axe-describe-ui.json") == [
                "Groceries. Heading.",
                "3 items left",
                "Only show missing. Switch Button. Off. Double tap to toggle setting.",
                "Add item. Button. Adds an item to the list",
                "Tab Bar. List. Tab. 1 of 2.",
                "Settings. Tab. 2 of 2.",
            ])
    }

    @Test func aFlatListsTabBarHoldsTheTabsInsideItsFrame() throws {
        func element(_ fields: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
            #"{\#(fields), "frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": \#(height)}}"#
        }
        let tab = #""type": "RadioButton", "subrole": "AXTabButton", "role_description": "tab", "AXLabel": "#
        // Newer serializers describe the tab bar's role; older ones tell it only by UIKit's label.
        let tabBars = [
            #""role_description": "tab bar", "AXLabel": null"#, #""role_description": "group", "AXLabel": "Tab Bar""#,
        ]
        for (tabBar, said) in zip(tabBars, ["", "Tab Bar. "]) {
            let elements = [
                element(#""type": "Application", "AXLabel": "Mail""#, 0, 0, 390, 844),
                element(#""type": "Group", "# + tabBar, 0, 761, 390, 83),
                element(tab + #""Inbox""#, 0, 762, 195, 48),
                element(tab + #""Sent""#, 195, 762, 195, 48),
                element(#""type": "Button", "AXLabel": "Compose""#, 300, 60, 44, 44),
            ]
            let data = Data("[\(elements.joined(separator: ", "))]".utf8)
            let app = try CaptureReader.read(data: data, name: "mail.json").app
            #expect(
                try Captured.transcript(app) == [
                    "Compose. Button.", said + "Inbox. Tab. 1 of 2.", "Sent. Tab. 2 of 2.",
                ])
        }
    }

    /// idb writes a tab as a radio button whose value, a number, says whether it is selected.
    @Test func anIdbTabSaysItIsSelectedNotItsValue() throws {
        #expect(
            try Captured.transcript("idb-tab-bar.json") == [
                "New recipe. Button.",
                "Recipes. Heading.",
                "Tab Bar. Selected: Recipes. Tab. 1 of 3.",
                "Shopping. Tab. 2 of 3.",
                "Settings. Tab. 3 of 3.",
            ])
    }

    /// The shape real `describe-all` output has: some versions write only `role`, and a tab bar
    /// is a childless group labelled "Tab Bar" (idb cannot reach its tabs), which is left out.
    @Test func anIdbListWithRolesOnlyAndAChildlessTabBarIsRead() throws {
        let list = """
            [
              {"role": "AXApplication", "AXLabel": "Deck", "frame": {"y": 0, "x": 0, "width": 402, "height": 874}},
              {"role": "AXPopUpButton", "AXLabel": "Sort", "frame": {"y": 66, "x": 349, "width": 30, "height": 36}},
              {"role": "AXHeading", "AXLabel": "Cards", "frame": {"y": 120, "x": 16, "width": 173, "height": 41}},
              {"role": "AXStaticText", "AXLabel": "12 of 40", "frame": {"y": 200, "x": 174, "width": 54, "height": 24}},
              {"role": "AXButton", "AXLabel": "Next", "frame": {"y": 681, "x": 221, "width": 52, "height": 50}},
              {"role": "AXGroup", "AXLabel": "Tab Bar", "frame": {"y": 791, "x": 0, "width": 402, "height": 83}}
            ]
            """
        let app = try CaptureReader.read(data: Data(list.utf8), name: "deck.json").app
        #expect(app.name == "Deck")
        #expect(
            try Captured.transcript(app) == ["Sort. Button.", "Cards. Heading.", "12 of 40", "Next. Button."])
    }

    @Test func jsonElementsAreLocatedInTheirFile() throws {
        let result = try CaptureReader.read(
            data: Data(contentsOf: Captured.url("axe-describe-ui.json")), name: "axe-describe-ui.json")
        let comments = result.comments.values.flatMap(\.values)
        // The switch's object opens on line 92 of the pretty-printed tree.
        #expect(
            comments.contains { $0.hasPrefix("XCUIElementTypeSwitch name='missing_only'") && $0.hasSuffix(":92:11)") })
    }

    @Test func aStrayLineIsSkippedWithALocatedWarning() throws {
        let loaded = try Captured.load("xcuitest-tabs-note.txt")
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.hasSuffix(
                    "xcuitest-tabs-note.txt:10:11: warning: '...后面 cell 就省略了' is not an element line (Type, 0xADDRESS, {{x, y}, {width, height}}, …); skipped"
                )
            })
        #expect(try Captured.transcript(loaded.app).contains("Sunday. List End."))
    }

    @Test func aDumpOfOnlyStrayLinesStillFails() {
        let data = Data("Element subtree:\n ...nothing here\n".utf8)
        #expect(throws: LoadError.self) { try CaptureReader.read(data: data, name: "notes.txt") }
    }

    @Test func aMultiFileImportKeepsAFileWithAStrayLine() throws {
        let files = try ["xcuitest-tabs-note.txt", "xcuitest-settings.txt"].map {
            (data: try Data(contentsOf: Captured.url($0)), name: $0)
        }
        let result = try CaptureReader.read(files: files)
        #expect(result.app.screens.map(\.name) == ["xcuitest-tabs-note", "xcuitest-settings"])
    }

    @Test func lldbPrintedStringIsUnquotedAndRead() throws {
        let loaded = try Captured.load("lldb-print-description.txt")
        let transcript = try Captured.transcript(loaded.app)
        #expect(transcript.first == "Today's \"steps\"")
        #expect(transcript == [transcript[0]] + (try Captured.transcript("xcuitest-tabs-note.txt").dropFirst()))
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.contains("lldb-print-description.txt:2:1: warning: line 9 of the printed string: '...后面 cell")
            })
    }

    @Test func printingDescriptionAndPlainQuotedStringsAreRead() throws {
        let escaped =
            #""Element subtree:\n →Application, 0x1, pid: 7, label: 'Demo'\n    Button, 0x2, {{0.0, 0.0}, {100.0, 44.0}}, label: 'Go'\n""#
        for text in ["Printing description of app:\n" + escaped, escaped, "(lldb) po app.debugDescription\n" + escaped]
        {
            let result = try CaptureReader.read(data: Data(text.utf8), name: "console.txt")
            #expect(try Captured.transcript(result.app) == ["Go. Button."])
        }
    }

    @Test func jsonNestedThousandsOfLevelsIsRefusedNotACrash() throws {
        let levels = 5_000
        let text =
            String(repeating: #"[{"AXLabel": "x", "children": "#, count: levels) + "[]"
            + String(repeating: "}]", count: levels)
        let errors = Captured.failure(data: Data(text.utf8), name: "deep.json")
        #expect(errors.first?.description.hasPrefix("deep.json:1:") == true)
        #expect(errors.first?.description.contains("error: not JSON Earshot can read: too many nested") == true)
    }

    /// Broken JSON is refused where it breaks, by line and column (in characters).
    @Test func brokenJSONIsLocatedWhereItBreaks() throws {
        let text = "[\n  {\"AXLabel\": \"设置\"},\n  {\"AXLabel\": \"Go\",,}\n]"
        let errors = Captured.failure(data: Data(text.utf8), name: "ui.json")
        #expect(errors.map(\.description) == ["ui.json:3:20: error: not JSON Earshot can read: invalid value"])
        let cut = Captured.failure(data: Data(#"[{"AXLabel": "Go""#.utf8), name: "cut.json")
        #expect(
            cut.first?.description.hasPrefix("cut.json:1:18: error: not JSON Earshot can read: unexpected end") == true)
    }

    @Test func formatsAreToldApartByContent() {
        func format(_ text: String) -> String? { CaptureFormats.format(of: Data(text.utf8))?.name }
        #expect(format(#"[{"AXLabel": "Go", "type": "Button"}]"#) == "idb / AXe accessibility JSON")
        #expect(format(#"{"elements": [{"label": "Go"}]}"#) == nil)
        #expect(
            format(#"(String) $R0 = "Element subtree:\n →Application, 0x1""#)
                == "XCUITest debugDescription printed by lldb")
        #expect(format("\"just a quoted line\"\n") == nil)
    }
}
