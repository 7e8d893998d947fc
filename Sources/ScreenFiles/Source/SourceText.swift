import AppFiles
import Foundation

/// Turns a file's bytes into text, refusing what is not UTF-8 with the position of the first bad byte.
enum SourceText {
    typealias Failure = SourceFailure

    /// `file` names the file in the failure.
    static func decode(_ data: Data, file: String) throws(Failure) -> String {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(Failure) -> String in try decode(raw.assumingMemoryBound(to: UInt8.self), file: file) }
        }
        return try result.get()
    }

    /// The bytes as text, read in place (a file's bytes are copied only into the string).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(Failure) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Failure(
                location: .start(of: file),
                message: "the file is UTF-16; save it as UTF-8 (screen files are always UTF-8)")
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self) else {
            let body = Array(bytes[start...])
            let offset = firstInvalidByte(in: body)
            throw Failure(
                location: location(ofByte: offset, in: body, file: file),
                message: String(
                    format: "the file is not valid UTF-8 (byte 0x%02X at offset %d); save it as UTF-8",
                    body[offset], offset))
        }
        if text.allSatisfy(\.isWhitespace) {
            throw Failure(
                location: .start(of: file),
                message: "the file is empty; a screen file needs at least 'elements' (one screen) or 'screens'")
        }
        return text
    }

    private static func firstInvalidByte(in bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return min(offset, bytes.count - 1)
    }

    /// Line and column (in characters) of a byte offset in `file`.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return SourceLocation(file: file, line: line, column: column)
    }
}
