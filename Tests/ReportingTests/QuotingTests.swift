import Foundation
import Reporting
import Testing

/// Input quoted in a message stays on one line; text shown on a terminal cannot drive it.
@Suite struct QuotingTests {
    /// Every character that ends a line somewhere, as Unicode and YAML count them.
    static let breaks: [Character] = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    @Test(arguments: breaks)
    func aQuotedBreakIsEscaped(_ separator: Character) {
        let quoted = "one\(separator)two".quotedForMessage()
        #expect(quoted.allSatisfy { !$0.isNewline })
        #expect(quoted.hasPrefix("one\\") && quoted.hasSuffix("two"))
    }

    @Test func aBreakJoinedToAMarkIsStillEscaped() {
        // A combining mark after a separator can make one character of both.
        let quoted = "a\u{2029}\u{301}b\u{0}c".quotedForMessage()
        #expect(quoted == "a\\u{2029}\u{301}b\\u{0}c")
        #expect(quoted.allSatisfy { !$0.isNewline })
    }

    @Test func quotingCutsLongInput() {
        #expect(String(repeating: "x", count: 200).quotedForMessage(limit: 10) == "xxxxxxxxxx…")
    }

    @Test func aTerminalSeesControlsAsCatShowsThem() {
        let text = "\u{1B}]0;owned\u{07}\u{1B}[2J\rline\u{7F}\u{9B}\u{2028}end"
        #expect(text.visibleOnTerminal == "^[]0;owned^G^[[2J^Mline^?\\u{9b}\\u{2028}end")
        #expect("tab\tand\nnewline stay".visibleOnTerminal == "tab\tand\nnewline stay")
        #expect("日本語 ✓".visibleOnTerminal == "日本語 ✓")
    }

    /// Every bidirectional control: embeddings, overrides, isolates and the three marks.
    static let bidirectionalControls: [Unicode.Scalar] =
        (0x202A...0x202E).compactMap(Unicode.Scalar.init) + (0x2066...0x2069).compactMap(Unicode.Scalar.init)
        + ["\u{200E}", "\u{200F}", "\u{61C}"]

    @Test(arguments: bidirectionalControls)
    func aTerminalSeesBidirectionalControls(_ control: Unicode.Scalar) {
        let text = "Pay \(control)0001$"
        #expect(text.visibleOnTerminal == "Pay \\u{\(String(control.value, radix: 16))}0001$")
    }

    @Test func jsonOnATerminalKeepsJSONsEscapesAndItsMeaning() throws {
        let json = "{\"label\":\"A\u{7F}B\u{9B}C\u{2028}D\u{202E}E\\u001bF\",\n\t\"n\":1}\r\n"
        let shown = json.jsonVisibleOnTerminal
        #expect(shown == #"{"label":"A\u007fB\u009bC\u2028D\u202eE\u001bF","# + "\n\t\"n\":1}\r\n")
        let read = { (text: String) in try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary }
        #expect(try read(shown) == read(json))
        #expect("{\"a\":\"日本語 ✓\"}".jsonVisibleOnTerminal == "{\"a\":\"日本語 ✓\"}")
    }

    @Test func jsonEscapesAScalarPastTheBasicPlaneAsASurrogatePair() {
        #expect(Unicode.Scalar(0x1F600)!.jsonEscaped == #"\ud83d\ude00"#)
        #expect(Unicode.Scalar(0x9B)!.jsonEscaped == #"\u009b"#)
    }

    @Test func numbersInMessagesNeverTrap() {
        #expect(44.0.messageText == "44")
        #expect(16.5.messageText == "16.5")
        #expect(1e300.messageText == "1e+300")
        #expect(Double.infinity.messageText == "inf")
        #expect(Double.nan.messageText == "nan")
        #expect((-3.0).messageText == "-3")
    }
}
