import Foundation
import Testing

@testable import Listening

/// A worker's requests and replies are lines on a pipe; they arrive in pieces of any size.
@Suite struct LineReaderTests {
    /// Lines split across writes, several in one write, an empty line, and a last line without
    /// its newline all come out whole and in order.
    @Test func linesComeOutWholeWhateverPiecesTheyArriveIn() throws {
        let long = String(repeating: "é", count: 100_000)
        let text = "first\nsecond\n\n\(long)\nlast"
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            var bytes = Data(text.utf8)[...]
            var size = 1
            while !bytes.isEmpty {
                try? writer.write(contentsOf: bytes.prefix(size))
                bytes = bytes.dropFirst(size)
                size = size * 3 + 1
            }
            try? writer.close()
        }
        let reader = LineReader(pipe.fileHandleForReading)
        var lines: [String] = []
        while let line = reader.next() { lines.append(String(decoding: line, as: UTF8.self)) }
        #expect(lines == ["first", "second", "", long, "last"])
    }
}
