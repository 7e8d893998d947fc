import AppFiles
import Foundation

/// The `<key>` elements of an XML property list (a `.stringsdict`), each with the keys of the
/// dictionaries it is in and where it is written, wherever its tags are: one a line as Xcode
/// writes them, or several on a line (`<plist><dict><key>items</key>`). Lines are counted by
/// line feeds and columns in characters, as an editor counts them; comments are skipped, and
/// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references in a key are read.
package enum PropertyListKeys {
    package struct Key: Equatable, Sendable {
        /// The keys of the dictionaries (or arrays) it is in, outermost first, then its own:
        /// `["items", "count"]` for the key `count` of the entry `items`.
        package var path: [String]
        package var line: Int
        package var column: Int
    }

    /// Every key of `text`, in the order they are written.
    package static func keys(in text: String) -> [Key] {
        var keys: [Key] = []
        /// The key of each dictionary or array open, outermost first ("" for one without).
        var open: [String] = []
        /// The last key read: it names the dictionary or array that opens next.
        var lastKey = ""
        var (line, column) = (1, 1)
        var index = text.startIndex
        func advance(to end: String.Index) {
            for character in text[index..<end] {
                if character == "\n" || character == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            index = end
        }
        while let tag = text[index...].firstIndex(of: "<") {
            advance(to: tag)
            let rest = text[tag...]
            var end = text.index(after: tag)
            if rest.hasPrefix("<!--") {
                end = rest.firstRange(of: "-->")?.upperBound ?? text.endIndex
            } else if rest.hasPrefix("<key>"), let close = rest.firstRange(of: "</key>") {
                lastKey = decodingReferences(text[text.index(tag, offsetBy: 5)..<close.lowerBound])
                keys.append(Key(path: Array(open.dropFirst()) + [lastKey], line: line, column: column))
                end = close.upperBound
            } else if rest.hasPrefix("<dict>") || rest.hasPrefix("<array>") {
                open.append(lastKey)
                lastKey = ""
            } else if rest.hasPrefix("</dict>") || rest.hasPrefix("</array>") {
                _ = open.popLast()
            }
            advance(to: end)
        }
        return keys
    }

    /// Where the key at `path` is written in the property list `data`, read as UTF-8 from
    /// `file`; nil when no key is there (or the list is not XML).
    package static func location(of path: [String], in data: Data, file: String) -> SourceLocation? {
        keys(in: String(decoding: data, as: UTF8.self)).first { $0.path == path }.map {
            SourceLocation(file: file, line: $0.line, column: $0.column)
        }
    }

    /// XML's character and entity references in `text` read as the characters they stand for;
    /// an `&` that starts none is kept.
    private static func decodingReferences(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let name = rest[rest.index(after: ampersand)...].prefix { $0 != ";" && $0 != "&" }
            if name.endIndex < rest.endIndex, rest[name.endIndex] == ";", let character = character(named: name) {
                result.append(character)
                rest = rest[rest.index(after: name.endIndex)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
            }
        }
        return result + rest
    }

    /// The character of an entity (`amp`) or a character reference (`#38`, `#x26`).
    private static func character(named name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
