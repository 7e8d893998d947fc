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
        #expect(lines == [
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
        #expect(lines == [
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
        #expect(lines[1].hasPrefix("\u{1B}[2m│\u{1B}[0m\u{1B}[1;33m╔\u{1B}[0m\u{1B}[1;7;33m1\u{1B}[0m\u{1B}[1;33m Title══"))
        #expect(!lines[1].contains("\u{1B}[1m1"))
        #expect(lines.joined().contains("\u{1B}[1m2\u{1B}[0m"))
    }

    @Test func everyLineFitsTheWidthAndNumbersShowEvenInTinyBoxes() throws {
        for columns in [8, 12, 20, 42, 80] {
            let lines = try map(focus: 3, style: DisplayStyle(colour: false, unicode: true), columns: columns)
            #expect(lines.allSatisfy { TextWidth.of($0) == TextWidth.of(lines[0]) && TextWidth.of($0) <= columns })
        }
        // 8×2 cells inside the outline: every box shares the second row, and the numbers stand
        // apart from each other.
        let narrow = try map(focus: nil, style: DisplayStyle(colour: false, unicode: true), columns: 12)
        #expect(narrow == ["╭────────╮", "│├1 Tit…┤│", "│├2─4├3─5│", "╰────────╯"])
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
