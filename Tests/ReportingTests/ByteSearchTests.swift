import Reporting
import Testing

/// The byte search the gesture rules and the workshop benchmark's message reading share.
@Suite struct ByteSearchTests {
    @Test func aNeedleIsFoundAtItsFirstByteOffset() {
        #expect("double tap to open".utf8Offset(of: "tap") == 7)
        #expect("double tap".utf8Offset(of: "tap") == 7)
        #expect("tap".utf8Offset(of: "tap") == 0)
        #expect("x".utf8Offset(of: "") == 0)
        #expect("ttap".utf8Offset(of: "tap") == 1)
        #expect("tatap".utf8Offset(of: "tap") == 2)
        #expect("дважды коснитесь, чтобы открыть".utf8Offset(of: "коснитесь") == 13)
        #expect("轻点两下以打开".utf8Offset(of: "两下") == 6)
        #expect(#"{"type":"said","stream":42}"#.utf8Offset(of: #""stream":"#) == 15)
    }

    @Test func aNeedleNotHeldAsWrittenIsNotFound() {
        #expect("double ta".utf8Offset(of: "tap") == nil)
        #expect("Tap to open".utf8Offset(of: "tap") == nil)
        #expect("ta".utf8Offset(of: "tap") == nil)
        #expect("轻轻".utf8Offset(of: "轻点") == nil)
        #expect("".utf8Offset(of: "a") == nil)
    }
}
