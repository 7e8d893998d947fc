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
/// line the string starts on, with the line of the printed text it comes from.
package struct LLDBPrintedString: CaptureFormat {
    package init() {}

    package var name: String { "XCUITest debugDescription printed by lldb" }

    /// The first line that is not a console prompt or a `Printing description` line opens a quoted
    /// string (after a `(Type) $Rn = ` result name) holding an escaped element subtree.
    package func recognises(prefix: String) -> Bool {
        guard let (start, _) = Self.quotedStart(Substring(prefix)) else { return false }
        let text = prefix[start...]
        return text.contains("Element subtree:\\n") || text.contains("\\n →") || text.hasPrefix("\"→")
            || text.hasPrefix("\" →")
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        let text = String(decoding: data, as: UTF8.self)
        guard let (start, line) = Self.quotedStart(Substring(text)) else {
            throw LoadError(at: .start(of: file), "no quoted string found")
        }
        let printed = Self.unquoted(text[text.index(after: start)...])
        do {
            var tree = try XCUITestDescription().read(data: Data(printed.utf8), file: file)
            tree.format = name
            tree.warnings = tree.warnings.map { Self.placed($0, onLine: line) }
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

    /// Where the opening quote is, and its line: after blank lines, `(lldb)` prompts and
    /// `Printing description of …:` lines, the next line starts with `"` or `(Type) $Rn = "`.
    private static func quotedStart(_ text: Substring) -> (String.Index, Int)? {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let content = line.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if content.isEmpty || content.hasPrefix("(lldb)") || content.hasPrefix("Printing description of") {
                continue
            }
            if content.first == "\"" { return (content.startIndex, lineNumber) }
            guard content.first == "(", let equals = content.range(of: " = \""),
                content[..<equals.lowerBound].contains("$")
            else { return nil }
            return (content.index(before: equals.upperBound), lineNumber)
        }
        return nil
    }

    /// The string's text up to its closing quote, with Swift's escapes undone (`\n`, `\t`, `\r`,
    /// `\"`, `\'`, `\\`, `\0`, `\u{…}`).
    private static func unquoted(_ text: Substring) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if character == "\"" { break }
            guard character == "\\", let escaped = iterator.next() else {
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
                while let next = iterator.next(), next != "}" {
                    if next != "{" { digits.append(next) }
                }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default: result.append(escaped)
            }
        }
        return result
    }
}
