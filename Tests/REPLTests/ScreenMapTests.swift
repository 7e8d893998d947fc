import AccessibilityModel
import Testing

@testable import REPL

@Suite struct ScreenMapTests {
    /// A 200×100 pt screen: a heading across the top, two buttons side by side, a tiny dot and a
    /// thin bar (too small for boxes).
    static let yaml = """
        name: tiny
        size: [200, 100]
        elements:
          - {label: Title, traits: [header], frame: [0, 0, 200, 20]}
          - {label: Play, traits: [button], frame: [10, 30, 80, 40]}
          - {label: Stop, traits: [button], frame: [110, 30, 80, 40]}
          - {label: Dot, frame: [5, 85, 2, 2]}
          - {label: Bar, frame: [100, 80, 90, 10]}
        """

    private func map(focus: Int?, style: DisplayStyle, columns: Int = 42) throws -> [String] {
        let session = try Fixtures.session(yaml: Self.yaml)
        let screenMap = ScreenMap(screen: session.navigation.screen, focus: focus, glyphs: style.glyphs)
        return screenMap.draw(columns: columns, rows: 100).map { $0.rendered(colour: style.colour) }
    }

    @Test func boxesNumbersAndTheFocusedBoxWithoutColour() throws {
        let lines = try map(focus: 1, style: DisplayStyle(colour: false, unicode: true))
        #expect(
            lines == [
                "╭────────────────────────────────────────╮",
                "│┌1 Title───────────────────────────────┐│",
                "│└──────────────────────────────────────┘│",
                "│                                        │",
                "│  ╔2 Play════════╗    ┌3 Stop────────┐  │",
                "│  ║              ║    │              │  │",
                "│  ║              ║    │              │  │",
                "│  ╚══════════════╝    └──────────────┘  │",
                "│                                        │",
                "│                    ├5 Bar───────────┤  │",
                "│ 4                                      │",
                "╰────────────────────────────────────────╯",
            ])
    }

    @Test func asciiWhenTheLocaleIsNotUTF8() throws {
        let lines = try map(focus: 2, style: DisplayStyle(colour: false, unicode: false))
        #expect(
            lines == [
                "+----------------------------------------+",
                "|+1 Title-------------------------------+|",
                "|+--------------------------------------+|",
                "|                                        |",
                "|  +2 Play--------+    #3 Stop========#  |",
                "|  |              |    #              #  |",
                "|  |              |    #              #  |",
                "|  +--------------+    #==============#  |",
                "|                                        |",
                "|                    [5 Bar-----------]  |",
                "| 4                                      |",
                "+----------------------------------------+",
            ])
    }

    @Test func theFocusedBoxIsColouredAndItsNumberInverse() throws {
        let lines = try map(focus: 0, style: DisplayStyle(colour: true, unicode: true))
        #expect(
            lines[1].hasPrefix("\u{1B}[2m│\u{1B}[0m\u{1B}[1;33m╔\u{1B}[0m\u{1B}[1;7;33m1\u{1B}[0m\u{1B}[1;33m Title══"))
        #expect(!lines[1].contains("\u{1B}[1m1"))
        #expect(lines.joined().contains("\u{1B}[1m2\u{1B}[0m"))
    }

    @Test func everyLineFitsTheWidthAndNumbersShowEvenInTinyBoxes() throws {
        for columns in [8, 12, 20, 42, 80] {
            let lines = try map(focus: 3, style: DisplayStyle(colour: false, unicode: true), columns: columns)
            #expect(lines.allSatisfy { TextWidth.of($0) == TextWidth.of(lines[0]) && TextWidth.of($0) <= columns })
        }
        // 8×2 cells inside the outline: every box but the title's shares the second row, so
        // those elements show only their numbers, standing apart from each other, rather than
        // boxes drawn over one another.
        let narrow = try map(focus: nil, style: DisplayStyle(colour: false, unicode: true), columns: 12)
        #expect(narrow == ["╭────────╮", "│├1 Tit…┤│", "│ 2 4 3 5│", "╰────────╯"])
    }

    /// Key mode on a 60×15 terminal gives the map 27×13 cells: the home screen's buttons, 50 pt
    /// apart, fall two to a row. Those keep just their numbers, the focused one its box; no box
    /// is drawn over another.
    @Test func aSmallMapDoesNotDrawBoxesOverEachOther() throws {
        let (session, _) = try Fixtures.session("app.yaml")
        let screenMap = ScreenMap(screen: session.navigation.screen, focus: 1, glyphs: .unicode)
        let lines = screenMap.draw(columns: 27, rows: 13).map(\.plain)
        #expect(
            lines == [
                "╭──────────╮",
                "│          │",
                "│╞2═1═════╡│",
                "│├3 Stocks┤│",
                "│ 4 5      │",
                "│├6 Conta…┤│",
                "│ 7 8      │",
                "│├9 Drafts┤│",
                "│ 10 11    │",
                "│          │",
                "│          │",
                "│          │",
                "╰──────────╯",
            ])
    }

    @Test func framesOfAnySizeDrawWithoutTrapping() throws {
        let app = App {
            Screen("huge") {
                Element("Far", traits: .button).frame(1e20, 0, 10, 10)
                Element("Wide", traits: .button).frame(-1e300, -1e300, .infinity, 1e308)
                Element("Lost").frame(.nan, .nan, .nan, .nan)
                Element("Near", traits: .button).frame(10, 10, 100, 40)
            }
        }
        let (session, _) = try Fixtures.session(app: app)
        for focus in [nil, 0, 1, 2, 3] {
            let lines = ScreenMap(screen: session.navigation.screen, focus: focus, glyphs: .unicode)
                .draw(columns: 40, rows: 20)
            #expect(lines.count > 2 && lines.allSatisfy { $0.width == lines[0].width })
        }
        let tree = TreeView(screen: session.navigation.screen, focus: 0).lines().map(\.plain)
        #expect(tree.contains { $0.contains("Far") && $0.hasSuffix("1e+20,0 10×10") })
        #expect(tree.contains { $0.contains("Wide") && $0.hasSuffix("-1e+300,-1e+300 inf×1e+308") })
        let whereAmI = WhereView(navigation: session.navigation).lines().map(\.plain)
        #expect(whereAmI[1].contains("frame -1e+300,-1e+300 inf×1e+308 pt"))
    }

    @Test func aScreenOfNoSizeSaysWhyThereIsNoMap() throws {
        let app = App { Screen("empty", size: AccessibilitySize(width: 0, height: 0)) { Element("Lonely") } }
        let (session, _) = try Fixtures.session(app: app)
        let lines = ScreenMap(screen: session.navigation.screen, focus: 0, glyphs: .unicode).draw(columns: 60, rows: 10)
        #expect(lines.map(\.plain) == ["no map: the screen is 0×0 pt; give it a size"])
    }

    @Test func theMapKeepsTheScreensShape() throws {
        let session = try Fixtures.session(yaml: Self.yaml)
        let map = ScreenMap(screen: session.navigation.screen, focus: nil, glyphs: .unicode)
        // 200×100 pt with 2:1 cells: twice as many rows as columns would distort; as many is right.
        #expect(map.innerSize(columns: 42, rows: 100)! == (columns: 40, rows: 10))
        #expect(map.innerSize(columns: 200, rows: 12)! == (columns: 40, rows: 10))
        #expect(map.innerSize(columns: 2, rows: 12) == nil)
    }
}
