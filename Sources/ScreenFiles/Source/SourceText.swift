import AppFiles
import Foundation

/// Checks that a file's bytes are text, refusing what is not UTF-8 with the position of the
/// first bad byte; the bytes are read in place, not copied into a string (a screen file may be
/// 16 MB, and JSON is parsed from its bytes).
enum SourceText {
    typealias Failure = SourceFailure

    /// The bytes of the text after a byte order mark, once they are known to be UTF-8 and not
    /// all white space; `file` names the file in the failure.
    static func body(of bytes: UnsafeBufferPointer<UInt8>, file: String) throws(Failure) -> UnsafeBufferPointer<UInt8> {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Failure(
                location: .start(of: file),
                message: "the file is UTF-16; save it as UTF-8 (screen files are always UTF-8)")
        }
        let body = UnsafeBufferPointer(rebasing: bytes[(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)...])
        guard isUTF8(body) else {
            let bytes = Array(body)
            let offset = firstInvalidByte(in: bytes)
            throw Failure(
                location: location(ofByte: offset, in: bytes, file: file),
                message: String(
                    format: "the file is not valid UTF-8 (byte 0x%02X at offset %d); save it as UTF-8",
                    body[offset], offset))
        }
        if isAllWhiteSpace(body) {
            throw Failure(
                location: .start(of: file),
                message: "the file is empty; a screen file needs at least 'elements' (one screen) or 'screens'")
        }
        return body
    }

    /// The first byte that is not ASCII white space; nil when there is none.
    static func firstByte(of bytes: UnsafeBufferPointer<UInt8>) -> UInt8? {
        bytes.first { !isASCIIWhiteSpace($0) }
    }

    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    /// Whether the text is white space alone, as characters count it (U+2028 and the other
    /// white space beyond ASCII too).
    private static func isAllWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.firstIndex(where: { !isASCIIWhiteSpace($0) }) else { return true }
        guard bytes[start] >= 0x80 else { return false }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self).allSatisfy(
            \.isWhitespace)
    }

    /// Whether `bytes` are UTF-8, checked by the standard library a piece at a time (each piece
    /// cut before a scalar's first byte), so that no copy of the whole file is made.
    private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let pieceLength = 1 << 16
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + pieceLength)
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            guard end > start,
                String(validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) != nil
            else { return false }
            start = end
        }
        return true
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
