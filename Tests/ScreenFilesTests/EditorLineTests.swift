import AppFiles
import Testing

/// A YAML screen file's diagnostics count lines as an editor and `grep -n` do, by line feeds,
/// though libyaml also ends lines at U+0085, U+2028, U+2029 and a lone carriage return; and a
/// file that only fails because libyaml took one of those for a line break says so, there.
@Suite struct EditorLineTests {
    /// The characters libyaml ends a line at that an editor does not.
    static let breaks: [Character] = ["\u{2028}", "\u{2029}", "\u{85}", "\r"]

    /// The locations of a file's errors, as (line, column).
    static func positions(_ text: String) -> [[Int]] {
        Fixtures.errors(text).map { [$0.location.line, $0.location.column] }
    }

    @Test(arguments: breaks)
    func aBreakAtTheEndOfACommentLeavesLaterLinesRight(_ separator: Character) {
        let text = "# The player\(separator) \nelements:\n  - accessibilityLabel: Play\n    accesibilityHint: Plays.\n"
        #expect(Self.positions(text) == [[4, 5]])
        let syntax = Fixtures.errors(
            "# The player\(separator) \nelements:\n  - accessibilityLabel: \"Play\n    accessibilityTraits: [button]")
        #expect(syntax.map(\.location.line) == [4])
        #expect(syntax.first?.message.hasPrefix("YAML syntax:") == true)
    }

    @Test(arguments: breaks)
    func aBreakInAQuotedLabelLeavesLaterLinesRight(_ separator: Character) {
        let text = "elements:\n  - accessibilityLabel: \"Play\(separator)now\"\n    accesibilityHint: Plays.\n"
        #expect(Self.positions(text) == [[3, 5]])
    }

    @Test(arguments: breaks)
    func aColumnAfterABreakOnTheSameLineCountsFromTheLineStart(_ separator: Character) {
        // Column 33 is where `bogus` starts, counting the separator as one character.
        let text = "elements:\n  - {accessibilityLabel: \"a\(separator)b\", bogus: 1}\n  - accesibilityHint: Plays.\n"
        #expect(Self.positions(text) == [[2, 33], [3, 5]])
    }

    @Test func aBreakInUnquotedTextIsNamedWhereItIs() throws {
        let errors = Fixtures.errors("elements:\n  - accessibilityLabel: Play\u{2028}Now\n")
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect([error.location.line, error.location.column] == [2, 29])
        #expect(
            error.message
                == #"U+2028 LINE SEPARATOR is a line break in YAML; write it as \u2028 inside a double-quoted string"#)
    }

    @Test func theBreakToBlameIsFoundAmongOthers() throws {
        // The quoted label's breaks are harmless; the comment's ends it for libyaml.
        let text =
            "# Player\u{85}\nelements:\n  - accessibilityLabel: \"A\u{2028}B\u{85}C\"  # note\u{85}\n"
            + "  - accessibilityLabel: \"D\u{2029}E\"  # one\u{85} two\n"
        let error = try #require(Fixtures.errors(text).first)
        #expect([error.location.line, error.location.column] == [4, 37])
        #expect(
            error.message
                == #"U+0085 NEXT LINE (NEL) is a line break in YAML; write it as \u0085 inside a double-quoted string"#)
    }
}
