import Foundation
import Testing
import WorkerProcesses

/// A worker's requests and replies are lines, or frames of bytes, on a pipe; they arrive in
/// pieces of any size.
@Suite struct PipeReaderTests {
    /// Lines split across writes, several in one write, an empty line, and a last line without
    /// its newline all come out whole and in order.
    @Test func linesComeOutWholeWhateverPiecesTheyArriveIn() throws {
        let long = String(repeating: "é", count: 100_000)
        let text = "first\nsecond\n\n\(long)\nlast"
        let reader = Self.reader(of: Data(text.utf8))
        var lines: [String] = []
        while let line = reader.line() { lines.append(String(decoding: line, as: UTF8.self)) }
        #expect(lines == ["first", "second", "", long, "last"])
    }

    /// Frames are read by their length, lines and bytes mixed, and a frame cut short by the
    /// pipe's end is none.
    @Test func bytesComeOutByCountWhateverPiecesTheyArriveIn() throws {
        let frame = Data((0..<70_000).map { UInt8($0 % 251) })
        let reader = Self.reader(of: Data("head\n".utf8) + frame + Data("tail".utf8))
        #expect(reader.line() == Data("head".utf8))
        #expect(reader.withBytes(frame.count) { Data($0) } == frame)
        #expect(reader.withBytes(5) { Data($0) } == nil, "four bytes are left, not five")
    }

    /// A reader of `bytes` written into a pipe in pieces growing from one byte.
    static func reader(of bytes: Data) -> PipeReader {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            var rest = bytes[...]
            var size = 1
            while !rest.isEmpty {
                try? writer.write(contentsOf: rest.prefix(size))
                rest = rest.dropFirst(size)
                size = size * 3 + 1
            }
            try? writer.close()
        }
        return PipeReader(pipe.fileHandleForReading)
    }
}
