import AppFiles
import Foundation

/// A WebDriverAgent page source inside other text, as people paste it: in an exception's message
/// (`Node for rootElement not found.(mode=ios, source=<?xml …><AppiumAUT>…</AppiumAUT>)`), after
/// a log line's prefix, between lines of a test's output. The page source, from its XML
/// declaration or root element to the root's end tag, is read as ``WebDriverAgentSource``, at its
/// lines and columns in the file; the text around it is skipped with a warning.
package struct PageSourceInText: CaptureFormat {
    package init() {}

    package var name: String { "WebDriverAgent page source inside other text" }

    /// The text holds a page source's root element, `<AppiumAUT>` or
    /// `<XCUIElementTypeApplication type=…`, within the bytes looked at.
    package func recognises(prefix: String) -> Bool {
        Self.roots.contains { prefix.contains($0.start) }
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        let bytes = [UInt8](data)
        let found = Self.roots.compactMap { root in Self.find(root.start, in: bytes).map { (root: root, start: $0) } }
        guard let (root, rootStart) = found.min(by: { $0.start < $1.start }) else {
            throw LoadError(at: .start(of: file), "no page source found in the text")
        }
        let start = Self.declaration(before: rootStart, in: bytes) ?? rootStart
        // The page source ends at the root's last end tag; without one it is read to the end (and
        // reported as cut short).
        let end = Self.findLast(root.end, in: bytes, from: rootStart).map { $0 + root.end.utf8.count } ?? bytes.count

        var surrounding = SurroundingText()
        var source = Self.blanked(bytes[..<start], from: 1, skipped: &surrounding.before)
        // The XML declaration is allowed only at a document's start: blanked too, not skipped text.
        var declarationLines: [Int] = []
        source += Self.blanked(bytes[start..<rootStart], from: 1, skipped: &declarationLines)
        source += bytes[rootStart..<end]
        var lastLine = 1 + bytes[..<end].count { $0 == UInt8(ascii: "\n") }
        var restHasText = false
        for byte in bytes[end...] {
            if byte == UInt8(ascii: "\n") {
                if restHasText { surrounding.after.append(lastLine) }
                restHasText = false
                lastLine += 1
            } else if !Self.isBlank(byte) {
                restHasText = true
            }
        }
        if restHasText { surrounding.after.append(lastLine) }

        var tree = try WebDriverAgentSource().read(data: Data(source), file: file)
        tree.format = name
        if let note = surrounding.note(file: file, capture: "page source") { tree.warnings.insert(note, at: 0) }
        return tree
    }

    /// The two roots a page source has, and the end tag that closes each.
    private static let roots: [(start: String, end: String)] = [
        ("<AppiumAUT>", "</AppiumAUT>"),
        ("<XCUIElementTypeApplication type=", "</XCUIElementTypeApplication>"),
    ]

    /// The text before the page source with every character but a line break turned into one
    /// space, so that the parser reports the page source's own lines and columns (counted in
    /// characters); the lines that held text are noted.
    private static func blanked(_ text: ArraySlice<UInt8>, from firstLine: Int, skipped: inout [Int]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var line = firstLine
        for byte in text {
            if byte == UInt8(ascii: "\n") {
                result.append(byte)
                line += 1
            } else if byte & 0xC0 != 0x80 {
                result.append(UInt8(ascii: " "))
                if !isBlank(byte), skipped.last != line { skipped.append(line) }
            }
        }
        return result
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Where an XML declaration (`<?xml … ?>`) directly before the root starts, if there is one.
    private static func declaration(before root: Int, in bytes: [UInt8]) -> Int? {
        var end = root
        while end > 0, isBlank(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        guard end >= 2, bytes[end - 2] == UInt8(ascii: "?"), bytes[end - 1] == UInt8(ascii: ">") else { return nil }
        let opening = Array("<?xml".utf8)
        var start = end - 2
        while start >= 0 {
            if bytes[start...].starts(with: opening) { return start }
            if bytes[start] == UInt8(ascii: ">") { return nil }
            start -= 1
        }
        return nil
    }

    private static func find(_ needle: String, in bytes: [UInt8]) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first {
            bytes[$0] == pattern[0] && bytes[$0...].starts(with: pattern)
        }
    }

    private static func findLast(_ needle: String, in bytes: [UInt8], from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard bytes.count - start >= pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).reversed().first {
            bytes[$0] == pattern[0] && bytes[$0...].starts(with: pattern)
        }
    }
}
