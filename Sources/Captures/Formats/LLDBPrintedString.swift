import AppFiles
import Foundation

/// XCUITest's `debugDescription` as Xcode's debugger console prints it: one quoted Swift string
/// with `\n` escapes, after an optional `(String) $R0 = ` (from `p app.debugDescription`) or a
/// `Printing description of app:` line, as people paste it:
///
/// ```
/// (String) $R0 = "Attributes: Application, pid: 42, label: 'Example'\nElement subtree:\n →Application, …"
/// ```
///
/// The string is unquoted and read as ``XCUITestDescription``; what that finds is placed on the
/// line the string starts on, with the line of the printed text it comes from. Other text around
/// the string (Xcode's activity lines, `t = 109.84s Requesting snapshot of accessibility hierarchy
/// for app with pid 8736`, which `po` prints before it) is skipped with a warning.
package struct LLDBPrintedString: CaptureFormat {
    package init() {}

    package var name: String { "XCUITest debugDescription printed by lldb" }

    /// A line opens a quoted string (after a `(Type) $Rn = ` result name) holding an escaped
    /// element subtree.
    package func recognises(prefix: String) -> Bool {
        Self.quotedStart(Substring(prefix)) != nil
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        let text = String(decoding: data, as: UTF8.self)
        guard let (start, line, before) = Self.quotedStart(Substring(text)) else {
            throw LoadError(at: .start(of: file), "no quoted string holding an element subtree found")
        }
        let (printed, end) = Self.unquoted(text[text.index(after: start)...])
        let surrounding = SurroundingText(before: before, after: Self.linesWithText(after: end, in: text))
        do {
            var tree = try XCUITestDescription().read(data: Data(printed.utf8), file: file)
            tree.format = name
            tree.warnings = tree.warnings.map { Self.placed($0, onLine: line) }
            if let note = surrounding.note(file: file, capture: "printed string") { tree.warnings.insert(note, at: 0) }
            for index in tree.elements.indices {
                tree.elements[index].mark = SourceLocation(file: file, line: line, column: 1)
            }
            return tree
        } catch {
            throw LoadError(diagnostics: error.diagnostics.map { Self.placed($0, onLine: line) })
        }
    }

    /// A diagnostic about the printed text, placed on the file's line holding the string.
    private static func placed(_ diagnostic: Diagnostic, onLine line: Int) -> Diagnostic {
        Diagnostic(
            diagnostic.severity, at: SourceLocation(file: diagnostic.location.file, line: line, column: 1),
            "line \(diagnostic.location.line) of the printed string: \(diagnostic.message)")
    }

    /// Where the opening quote is, its line, and the lines before it holding other text: the first
    /// line that starts with `"` or `(Type) $Rn = "` and whose string holds an escaped element
    /// subtree. Blank lines, `(lldb)` prompts and `Printing description of …:` lines are the
    /// console's own, not text skipped.
    private static func quotedStart(_ text: Substring) -> (String.Index, Int, [Int])? {
        var lineNumber = 0
        var skipped: [Int] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let content = line.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if isConsoleLine(content) { continue }
            if content.first == "\"", holdsSubtree(content) { return (content.startIndex, lineNumber, skipped) }
            if content.first == "(", let equals = content.range(of: " = \""),
                content[..<equals.lowerBound].contains("$"), holdsSubtree(content[equals.upperBound...])
            {
                return (content.index(before: equals.upperBound), lineNumber, skipped)
            }
            skipped.append(lineNumber)
        }
        return nil
    }

    /// A blank line, a prompt or lldb's `Printing description of …:`.
    private static func isConsoleLine(_ content: Substring) -> Bool {
        content.isEmpty || content.hasPrefix("(lldb)") || content.hasPrefix("Printing description of")
    }

    /// Whether a quoted string (from its opening quote or just after it) holds an escaped element
    /// subtree.
    private static func holdsSubtree(_ text: Substring) -> Bool {
        let body = text.first == "\"" ? text.dropFirst() : text
        return body.contains("Element subtree:\\n") || body.contains("\\n →") || body.hasPrefix("→")
            || body.hasPrefix(" →")
    }

    /// The lines after `end` (just past the closing quote) holding other text than the console's.
    private static func linesWithText(after end: String.Index, in text: String) -> [Int] {
        var lineNumber = text[..<end].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        var result: [Int] = []
        for line in text[end...].split(separator: "\n", omittingEmptySubsequences: false) {
            if !isConsoleLine(line.drop { $0.isWhitespace }) { result.append(lineNumber) }
            lineNumber += 1
        }
        return result
    }

    /// The string's text up to its closing quote, with Swift's escapes undone (`\n`, `\t`, `\r`,
    /// `\"`, `\'`, `\\`, `\0`, `\u{…}`), and where it ends (just past the closing quote).
    private static func unquoted(_ text: Substring) -> (String, String.Index) {
        var result = ""
        var index = text.startIndex
        func next() -> Character? {
            guard index < text.endIndex else { return nil }
            defer { index = text.index(after: index) }
            return text[index]
        }
        while let character = next() {
            if character == "\"" { break }
            guard character == "\\", let escaped = next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                var digits = ""
                while let digit = next(), digit != "}" {
                    if digit != "{" { digits.append(digit) }
                }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default: result.append(escaped)
            }
        }
        return (result, index)
    }
}
