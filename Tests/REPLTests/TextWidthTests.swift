import Testing

@testable import REPL

/// Cells as a terminal draws them, from the C library's width table.
@Suite struct TextWidthTests {
    @Test(arguments: [
        ("a", 1), ("Я", 1), ("汉", 2), ("가", 2), ("ア", 2), ("Ａ", 2), ("👍", 2), ("❤️", 2),
        ("e\u{0301}", 1), ("\u{200B}", 0), ("\u{0007}", 0),
    ])
    func aCharacterTakesTheCellsATerminalGivesIt(character: String, cells: Int) {
        #expect(TextWidth.of(Character(character)) == cells)
    }

    @Test func textAddsItsCharacters() {
        #expect(TextWidth.of("设置 Settings") == 4 + 1 + 8)
        #expect(TextWidth.of("") == 0)
    }
}
