import AppFiles
import Foundation
import Reporting

/// A JSON parser that keeps the line and column of every value, fast enough for screens of
/// 100,000 elements. Objects keep their key order; duplicate keys are left for the decoder to report.
package struct JSONSource {
    package typealias Failure = SourceFailure

    static let maximumDepth = 256

    /// The text's UTF-8, read in place.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The file's name in locations.
    private let file: String
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Object keys seen so far, each with a hash of its bytes and where its first occurrence is in
    /// `bytes`: a large screen repeats the same few keys, so each is made once.
    private var keys: Keys = []
    typealias Keys = [(hash: UInt64, range: Range<Int>, string: String)]
    /// Where each list or mapping of at least ``endKeptFrom`` bytes ends, by its first byte's
    /// offset, found by the check (``check(_:file:)``): skipping one is a look-up then.
    private var ends: Ends = [:]
    typealias Ends = [Int: End]
    /// The byte after a list or mapping, and the line it is on.
    struct End {
        var offset: Int
        var line: Int
        var lineStart: Int
    }
    /// The shortest list or mapping whose end the check keeps: a screen's lists of elements,
    /// not each element's.
    static let endKeptFrom = 4096
    /// The checked text being read a level at a time (``JSONText``): the lists and mappings
    /// inside the one read are skipped, and left unread. Nil when the whole text is read.
    private let text: JSONText?
    /// Whether what is parsed is only checked, nothing of it kept (``check(_:file:)``).
    private let isCheckOnly: Bool
    /// The pairs and items of the objects and lists being read, innermost last: each object or
    /// list takes its own from the top when it closes, so its array is allocated once, full size.
    private var openPairs: [SourceNode.Pair] = []
    private var openItems: [SourceNode] = []

    /// Parses `text`, read from `file` (which names it in locations).
    package static func parse(_ text: String, file: String) throws(Failure) -> SourceNode {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(Failure) -> SourceNode in try parse(bytes, file: file) }
        }
        return try result.get()
    }

    /// Parses the UTF-8 `bytes` of a file's text (checked already: ``SourceText``), read in
    /// place; `file` names it in locations.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(Failure) -> SourceNode {
        var parser = JSONSource(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    /// Checks that the UTF-8 `bytes` are one JSON value, keeping nothing of it but where it
    /// starts, its keys and where its long lists and mappings end; `file` names it in locations.
    static func check(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String
    ) throws(Failure) -> (
        root: (offset: Int, line: Int, column: Int), keys: Keys, ends: Ends
    ) {
        var parser = JSONSource(bytes: bytes, file: file, checkOnly: true)
        parser.skipWhitespace()
        let root = (parser.position, parser.here.line, parser.here.column)
        _ = try parser.parseDocument()
        return (root, parser.keys, parser.ends)
    }

    /// The list or mapping at byte `offset` of the checked `bytes` of `text`, starting at `line`
    /// and `column`: its keys and items, the lists and mappings among them unread.
    static func level(
        at offset: Int, of bytes: UnsafeBufferPointer<UInt8>, in text: JSONText, line: Int, column: Int
    ) -> SourceNode.Value {
        var parser = JSONSource(bytes: bytes, file: text.file, text: text)
        parser.position = offset
        parser.line = line
        parser.lineStart = offset - (column - 1)
        do {
            return try parser.parseValue().value
        } catch {
            preconditionFailure("checked JSON read again failed at \(error.location): \(error.message)")
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, text: JSONText? = nil, checkOnly: Bool = false) {
        self.bytes = bytes
        self.file = file
        self.text = text
        isCheckOnly = checkOnly
        if let text { keys = text.keys }
    }

    /// The one value of the text, with nothing after it but white space.
    private mutating func parseDocument() throws(Failure) -> SourceNode {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw failure("unexpected text after the JSON value; a file holds one object")
        }
        return value
    }

    /// Where a value starts, as line and column. A node keeps only these two numbers; the file is
    /// added when something goes wrong (``location``), not for each of a large file's nodes.
    private typealias Start = (line: Int, column: Int)

    private var here: Start { (line, position - lineStart + 1) }

    private var location: SourceLocation { SourceLocation(file: file, line: here.line, column: here.column) }

    private func failure(_ message: String) -> Failure {
        Failure(location: location, message: message)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(Failure) -> SourceNode {
        guard position < bytes.count else { throw failure("the JSON ends where a value was expected") }
        let start = here
        switch bytes[position] {
        case UInt8(ascii: "{") where text != nil && depth > 0, UInt8(ascii: "[") where text != nil && depth > 0:
            return skipUnread(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let offset = position
            let node = try nested { (parser: inout JSONSource) throws(Failure) in
                parser.bytes[offset] == UInt8(ascii: "{") ? try parser.parseObject(start) : try parser.parseArray(start)
            }
            if isCheckOnly, position - offset >= Self.endKeptFrom {
                ends[offset] = End(offset: position, line: line, lineStart: lineStart)
            }
            return node
        case UInt8(ascii: "\""):
            return SourceNode(
                value: .scalar(.init(text: try parseString(keeping: !isCheckOnly), isQuoted: true)), line: start.line,
                column: start.column)
        default:
            return SourceNode(
                value: .scalar(.init(text: try parseBareWord(), isQuoted: false)), line: start.line,
                column: start.column)
        }
    }

    private mutating func nested(_ body: (inout JSONSource) throws(Failure) -> SourceNode) throws(Failure) -> SourceNode
    {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw failure("the JSON nests deeper than \(Self.maximumDepth) levels; flatten it")
        }
        return try body(&self)
    }

    /// The list or mapping at `start`, inside the one being read, skipped and left unread. The
    /// text is checked: a long one's end was kept then; in others only strings and brackets are
    /// looked at, and lines counted.
    private mutating func skipUnread(_ start: Start) -> SourceNode {
        let offset = position
        if let end = text!.ends[offset] {
            (position, line, lineStart) = (end.offset, end.line, end.lineStart)
            return SourceNode(unreadAt: offset, of: text!, line: start.line, column: start.column)
        }
        var open = 0
        repeat {
            switch bytes[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): open += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): open -= 1
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = position + 1
            case UInt8(ascii: "\""):
                position += 1
                while bytes[position] != UInt8(ascii: "\"") {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
            default: break
            }
            position += 1
        } while open > 0
        return SourceNode(unreadAt: offset, of: text!, line: start.line, column: start.column)
    }

    private mutating func parseObject(_ start: Start) throws(Failure) -> SourceNode {
        position += 1
        let base = openPairs.count
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return SourceNode(value: .mapping([]), line: start.line, column: start.column)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure("expected a quoted key; JSON keys are written in double quotes")
            }
            let keyStart = here
            let key = SourceNode(
                value: .scalar(.init(text: try parseKey(), isQuoted: true)), line: keyStart.line,
                column: keyStart.column)
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key")
            }
            position += 1
            skipWhitespace()
            let pair = SourceNode.Pair(key: key, value: try parseValue())
            if !isCheckOnly { openPairs.append(pair) }
            skipWhitespace()
            guard position < bytes.count else { throw failure("the object is never closed; add '}'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                let pairs = Array(openPairs[base...])
                openPairs.removeSubrange(base...)
                return SourceNode(value: .mapping(pairs), line: start.line, column: start.column)
            } else {
                throw failure("expected ',' or '}' after a value in an object")
            }
        }
    }

    private mutating func parseArray(_ start: Start) throws(Failure) -> SourceNode {
        position += 1
        let base = openItems.count
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return SourceNode(value: .sequence([]), line: start.line, column: start.column)
        }
        while true {
            skipWhitespace()
            let item = try parseValue()
            if !isCheckOnly { openItems.append(item) }
            skipWhitespace()
            guard position < bytes.count else { throw failure("the list is never closed; add ']'") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                let items = Array(openItems[base...])
                openItems.removeSubrange(base...)
                return SourceNode(value: .sequence(items), line: start.line, column: start.column)
            } else {
                throw failure("expected ',' or ']' after a value in a list")
            }
        }
    }

    /// A key, shared with an earlier identical key when there is one.
    private mutating func parseKey() throws(Failure) -> String {
        let start = position + 1
        var end = start
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20
        {
            hash = (hash ^ UInt64(bytes[end])) &* 0x100_0000_01b3
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return try parseString() }
        for index in keys.indices where keys[index].hash == hash && bytesEqual(keys[index].range, start..<end) {
            position = end + 1
            return keys[index].string
        }
        let string = try parseString()
        if keys.count < 64 { keys.append((hash, start..<end, string)) }
        return string
    }

    /// Whether two ranges of the text hold the same bytes.
    private func bytesEqual(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress, first.count == second.count else { return false }
        return memcmp(base + first.lowerBound, base + second.lowerBound, first.count) == 0
    }

    /// A string's text; with `keeping` false (text only checked), empty unless it has escapes.
    private mutating func parseString(keeping: Bool = true) throws(Failure) -> String {
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                guard keeping else { return "" }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                position = start
                return try parseEscapedString()
            }
            if byte < 0x20 { throw failure("a control character inside a string; write it as an escape such as \\n") }
            position += 1
        }
        throw failure("the string is never closed; add '\"'")
    }

    private mutating func parseEscapedString() throws(Failure) -> String {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                flush()
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character inside a string; write it as an escape such as \\n") }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                position += 1
                continue
            }
            flush()
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code), position + 1 < bytes.count,
                    bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                {
                    position += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in a \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("a lone surrogate in a \\u escape") }
                scalars.append(scalar)
            default:
                position -= 2
                let escaped = escape < 0x80 ? String(Character(Unicode.Scalar(escape))).quotedForMessage() : "…"
                throw failure("unknown escape '\\\(escaped)'; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            }
        }
        throw failure("the string is never closed; add '\"'")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count,
            let code = UInt32(
                String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + 4)]), as: UTF8.self),
                radix: 16)
        else { throw failure("\\u needs four hexadecimal digits") }
        position += 4
        return code
    }

    /// A number, `true`, `false` or `null`.
    private mutating func parseBareWord() throws(Failure) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isWordByte =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "E")
            if !isWordByte { break }
            position += 1
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if Self.isNumber(word) || Self.literals.contains(where: { word.elementsEqual($0) }) {
            return String(decoding: word, as: UTF8.self)
        }
        position = start
        throw failure(
            word.isEmpty
                ? "unexpected '\(String(Character(Unicode.Scalar(bytes[start]))).quotedForMessage())'; expected a value (text in double quotes, a number, true, false, null, {…} or […])"
                : "'\(String(decoding: word, as: UTF8.self).quotedForMessage())' is not a JSON value; text must be in double quotes"
        )
    }

    private static let literals = ["true", "false", "null"].map { Array($0.utf8) }

    /// Whether the bytes follow JSON's number grammar: -?digits(.digits)?([eE][+-]?digits)?
    private static func isNumber(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = word.first == UInt8(ascii: "-") ? 1 : 0
        guard let integerEnd = digits(in: word, from: index) else { return false }
        index = integerEnd
        if index < word.count, word[index] == UInt8(ascii: ".") {
            guard let fractionEnd = digits(in: word, from: index + 1) else { return false }
            index = fractionEnd
        }
        if index < word.count, word[index] == UInt8(ascii: "e") || word[index] == UInt8(ascii: "E") {
            index += 1
            if index < word.count, word[index] == UInt8(ascii: "+") || word[index] == UInt8(ascii: "-") { index += 1 }
            guard let exponentEnd = digits(in: word, from: index) else { return false }
            index = exponentEnd
        }
        return index == word.count
    }

    /// The end of the digits starting at `start`; nil when there are none.
    private static func digits(in word: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < word.count, word[index] >= UInt8(ascii: "0"), word[index] <= UInt8(ascii: "9") { index += 1 }
        return index > start ? index : nil
    }
}
