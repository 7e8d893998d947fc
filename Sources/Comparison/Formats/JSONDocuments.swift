/// The JSON objects of a text one after another, each with where it starts: one a line (JSON
/// Lines) or each over several lines (pretty-printed answers logged one after another). Text
/// between objects that is not white space is a document of its own, up to its line's end, for
/// the parser to report.
struct JSONDocuments {
    struct Document {
        var text: Substring
        /// The line and byte column of its first character, from 1.
        var line: Int
        var column: Int
    }

    private(set) var documents: [Document] = []

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                lineStart = index
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            if index == 0, text.hasPrefix("\u{FEFF}") {
                index += 3
                lineStart = index
                continue
            }
            let start = index
            let startLine = line
            let column = start - lineStart + 1
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                index = Self.end(of: bytes, from: start, line: &line, lineStart: &lineStart)
            } else {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            }
            let utf8 = text.utf8
            let range = utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: index)
            documents.append(Document(text: text[range], line: startLine, column: column))
        }
    }

    /// The index just after the object or list that starts at `start` (or the text's end when it
    /// is never closed), counting the lines passed.
    private static func end(of bytes: [UInt8], from start: Int, line: inout Int, lineStart: inout Int) -> Int {
        var depth = 0
        var inString = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index
            }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        // Never closed: the document ends with its last visible character, where the parser
        // says what is missing.
        var end = bytes.count
        while end > start,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[end - 1])
        {
            end -= 1
        }
        return end
    }
}
