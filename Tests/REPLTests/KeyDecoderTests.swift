import Testing

@testable import REPL

@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8], flush: Bool = false) -> [Key] {
        var decoder = KeyDecoder()
        var keys = decoder.feed(bytes)
        if flush { keys += decoder.flush() }
        return keys
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func arrowsInBothForms() {
        #expect(keys(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")) == [.up, .down, .right, .left])
        #expect(keys(bytes("\u{1B}[1;5C")) == [.right])
    }

    @Test func editingKeys() {
        #expect(
            keys(bytes("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[2~"))
                == [.home, .end, .home, .end, .delete, .pageUp, .pageDown, .insert])
        #expect(keys(bytes("\u{1B}[99~")) == [.unknown("ESC [ 99~")])
    }

    @Test func tabShiftTabEnterSpaceBackspace() {
        #expect(
            keys([0x09, 0x1B, 0x5B, 0x5A, 0x0D, 0x0A, 0x20, 0x7F, 0x08])
                == [.tab, .backTab, .enter, .enter, .space, .backspace, .backspace])
    }

    @Test func controlKeysAndPrintables() {
        #expect(keys([0x03, 0x04, 0x0C]) == [.control("c"), .control("d"), .control("l")])
        #expect(keys(bytes("m/?:")) == [.character("m"), .character("/"), .character("?"), .character(":")])
        #expect(keys(bytes("é中")) == [.character("é"), .character("中")])
    }

    @Test func aLoneEscapeWaitsForTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed([0x5B]) == [])
        #expect(decoder.feed([0x43]) == [.right])
        let chinese = Array("中".utf8)
        #expect(decoder.feed(chinese[..<2]) == [])
        #expect(decoder.feed(chinese[2...]) == [.character("中")])
    }

    @Test func escapeBeforeAnotherKeyIsEscapeThenThatKey() {
        #expect(keys([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
        #expect(keys(bytes("\u{1B}m")) == [.escape, .character("m")])
        #expect(keys(bytes("\u{1B}["), flush: true) == [.escape, .character("[")])
    }

    @Test func invalidBytesAreSkipped() {
        #expect(keys([0xFF, 0x61, 0x00]) == [.character("a")])
    }
}
