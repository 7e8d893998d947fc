import AppFiles
import Reporting
import Yams

/// Where libyaml's lines are not an editor's. libyaml ends a line at a line feed, a carriage
/// return, U+0085 NEXT LINE, U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR; an editor
/// (and `grep -n`) only at a line feed, with a carriage return before it part of that break.
/// Locations count lines as an editor does, so libyaml's marks (a line, and a column in Unicode
/// scalars) are moved past each break that only libyaml counts.
struct YAMLLineBreaks {
    /// A break libyaml counts and an editor does not.
    struct Break: Equatable {
        let character: Unicode.Scalar
        /// Where it is, as an editor counts: its line, and its column in Unicode scalars.
        let line: Int
        let column: Int
        /// Where it starts in the text's UTF-8.
        let offset: Int
        /// libyaml's number for the line that starts after it.
        let yamlLine: Int
    }

    /// In the order they come; none for a text that breaks its lines only with line feeds.
    let breaks: [Break]

    init(_ text: String) {
        var text = text
        breaks = text.withUTF8 { bytes in
            var breaks: [Break] = []
            var line = 1
            var column = 0
            var yamlLine = 1
            for offset in bytes.indices {
                let byte = bytes[offset]
                // A scalar's first byte; the continuation bytes of UTF-8 are 10xxxxxx.
                if byte & 0xC0 != 0x80 { column += 1 }
                // The bytes of U+0085 are C2 85, of U+2028 and U+2029 E2 80 A8 and E2 80 A9.
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
                let third = offset + 2 < bytes.count ? bytes[offset + 2] : 0
                let character: Unicode.Scalar
                switch (byte, next, third) {
                case (0x0A, _, _):
                    line += 1
                    column = 0
                    yamlLine += 1
                    continue
                case (0x0D, let next, _) where next != 0x0A: character = "\r"
                case (0xC2, 0x85, _): character = "\u{85}"
                case (0xE2, 0x80, 0xA8): character = "\u{2028}"
                case (0xE2, 0x80, 0xA9): character = "\u{2029}"
                default: continue
                }
                yamlLine += 1
                breaks.append(
                    Break(character: character, line: line, column: column, offset: offset, yamlLine: yamlLine))
            }
            return breaks
        }
    }

    /// An editor's line and column for libyaml's (both counted from 1).
    func position(yamlLine: Int, column: Int) -> (line: Int, column: Int) {
        // The breaks before the mark's line, found by bisection: their lines only libyaml counts.
        var (low, high) = (0, breaks.count)
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle].yamlLine <= yamlLine { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return (yamlLine, column) }
        let last = breaks[low - 1]
        // On the line a break starts, columns go on from the break's.
        return (yamlLine - low, last.yamlLine == yamlLine ? last.column + column : column)
    }

    /// Where libyaml's `mark` is in `file`, as an editor counts (the file's start without one).
    func location(_ mark: Mark?, in file: String) -> SourceLocation {
        let (line, column) = position(yamlLine: max(1, mark?.line ?? 1), column: max(1, mark?.column ?? 1))
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The text with `breaks` (some of this text's) each replaced by a space: the same
    /// positions, as an editor counts them, with those lines joined for libyaml.
    static func joining(_ breaks: some Collection<Break>, in text: String) -> String {
        var bytes = Array(text.utf8)
        for item in breaks.reversed() {
            bytes.replaceSubrange(item.offset..<(item.offset + item.character.utf8.count), with: [UInt8(ascii: " ")])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What to say of `item` when it made the YAML fail.
    static func message(for item: Break) -> String {
        let name =
            switch item.character {
            case "\r": "U+000D CARRIAGE RETURN"
            case "\u{85}": "U+0085 NEXT LINE (NEL)"
            case "\u{2028}": "U+2028 LINE SEPARATOR"
            default: "U+2029 PARAGRAPH SEPARATOR"
            }
        return
            "\(name) is a line break in YAML; write it as \(item.character.jsonEscaped) inside a double-quoted string"
    }
}
