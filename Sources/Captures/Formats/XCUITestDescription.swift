import AccessibilityModel
import AppFiles
import Foundation
import Reporting

/// XCUITest's `debugDescription` of an element tree, as a test prints it:
///
/// ```
/// Element subtree:
///  →Application, 0x600003a94000, pid: 63014, label: 'Example'
///     Window (Main), 0x600003a9c000, {{0.0, 0.0}, {390.0, 844.0}}
///       Button, 0x600003a9c0e0, {{16.0, 60.0}, {100.0, 44.0}}, identifier: 'login', label: 'Log in', Selected
/// ```
///
/// One element a line, nested by indentation; `Path to element:` and `Query chain:` end it. A line
/// that is not an element (a note pasted into the dump) is skipped with a warning.
package struct XCUITestDescription: CaptureFormat {
    package init() {}

    package var name: String { "XCUITest debugDescription" }

    /// A line that is exactly `Element subtree:`, or a first line starting with `→`.
    package func recognises(prefix: String) -> Bool {
        prefix.drop { $0.isWhitespace }.first == "→"
            || prefix.split(whereSeparator: \.isNewline).contains {
                $0.trimmingCharacters(in: .whitespaces) == "Element subtree:"
            }
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        var tree = CaptureTree(file: file, format: name)
        var open: [(indent: Int, index: Int)] = []
        var started = false
        var lineNumber = 0
        for rawLine in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let text = line.drop { $0 == " " || $0 == "\t" }
            if text.isEmpty { continue }
            if text.hasPrefix("Element subtree:") {
                started = true
                continue
            }
            if text.hasPrefix("Path to element:") || text.hasPrefix("Query chain:") {
                if started || !tree.elements.isEmpty { break }
            }
            if !started && text.first != "→" { continue }
            started = true
            let indent = line.count - text.count
            let mark = SourceLocation(file: file, line: lineNumber, column: indent + 1)
            guard tree.elements.count < CaptureTree.maximumElements else {
                throw fail(mark, "more than \(CaptureTree.maximumElements) elements; split the capture")
            }
            guard var element = try Self.element(text.first == "→" ? text.dropFirst() : text, mark: mark, tree: &tree)
            else { continue }
            if ["Application", "Window"].contains(element.type), TVOSRefusal.isTVScreen(element.frame) {
                throw TVOSRefusal.error(at: mark, evidence: "a window of 1920 × 1080 points is an Apple TV's screen")
            }
            while let last = open.last, last.indent >= indent { open.removeLast() }
            if open.isEmpty && !tree.elements.isEmpty {
                throw fail(mark, "a second root element; a debugDescription holds one element subtree")
            }
            element.parent = open.last?.index
            open.append((indent, tree.append(element)))
        }
        guard !tree.elements.isEmpty else {
            throw LoadError(
                diagnostics: [
                    Diagnostic(
                        .error, at: .start(of: file), "no element subtree found; print the element's debugDescription")
                ] + tree.warnings)
        }
        return tree
    }

    private func fail(_ mark: SourceLocation, _ message: String) -> LoadError {
        LoadError(at: mark, message)
    }

    /// One line: `Type[ (Detail)], 0xADDRESS, {{x, y}, {w, h}}, key: 'text', key: text, Flag…`;
    /// nil, with a warning, for a line that is not one. The `Focused` flag (the focus engine's
    /// element, not iOS's `Keyboard Focused` text field) tells a tvOS capture, which is refused.
    private static func element(
        _ text: Substring, mark: SourceLocation, tree: inout CaptureTree
    ) throws(LoadError) -> CapturedElement? {
        var fields = FieldScanner(text)
        guard let typeField = fields.next(), let type = typeField.split(separator: " ").first,
            type.allSatisfy({ $0.isLetter })
        else {
            tree.warn(
                mark,
                "'\(text.quotedForMessage())' is not an element line (Type, 0xADDRESS, {{x, y}, {width, height}}, …); skipped"
            )
            return nil
        }
        var element = CapturedElement(type: String(type), mark: mark, parent: nil)
        while let field = fields.next() {
            if field.hasPrefix("{{") {
                let numbers = field.split { "{}, ".contains($0) }.map { Double($0) }
                guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else {
                    tree.warn(
                        mark,
                        "'\(field.quotedForMessage())' is not a frame {{x, y}, {width, height}}; the line is skipped")
                    return nil
                }
                element.frame = .checked(numbers.compactMap { $0 })
                if let problem = element.frame.problem {
                    tree.warn(
                        mark,
                        "the frame \(field.quotedForMessage()) has \(problem); the element is kept without a frame, and VoiceOver skips it"
                    )
                }
            } else if let colon = field.range(of: ": ") {
                let key = field[..<colon.lowerBound]
                let value = String(field[colon.upperBound...])
                switch key {
                case "identifier": element.identifier = value
                case "label": element.label = value
                case "value": element.value = value
                case "placeholderValue": element.placeholder = value
                default: break
                }
            } else {
                switch field {
                case "Selected": element.selected = true
                case "Disabled": element.enabled = false
                case "Focused":
                    throw TVOSRefusal.error(at: mark, evidence: "the `Focused` flag marks the focus engine's element")
                default: break
                }
            }
        }
        return element
    }
}

/// Splits a debugDescription line at ", ", keeping quoted text ('…' with \' inside) and frames
/// ({{…}, {…}}) whole, and unquoting values.
private struct FieldScanner {
    private var rest: Substring

    init(_ text: Substring) { rest = text }

    mutating func next() -> String? {
        rest = rest.drop { $0 == " " }
        guard !rest.isEmpty else { return nil }
        var field = ""
        var depth = 0
        var quoted = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let character = rest[index]
            if quoted {
                if character == "\\", rest.index(after: index) < rest.endIndex, rest[rest.index(after: index)] == "'" {
                    field.append("'")
                    index = rest.index(after: index)
                } else if character == "'" {
                    quoted = false
                } else {
                    field.append(character)
                }
            } else if character == "'" {
                quoted = true
            } else if character == "," && depth == 0 {
                break
            } else {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
                field.append(character)
            }
            index = rest.index(after: index)
        }
        rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
        return field
    }
}
