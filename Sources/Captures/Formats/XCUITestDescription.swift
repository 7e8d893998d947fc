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
/// that is not an element (a note pasted into the dump) is skipped with a warning. A dump pasted
/// from the middle of the tree (from `Window (Main), 0x…` down, without `Element subtree:` or `→`)
/// is read as the content of an application the dump does not show.
package struct XCUITestDescription: CaptureFormat {
    package init() {}

    package var name: String { "XCUITest debugDescription" }

    /// A line that is exactly `Element subtree:`, or a first line starting with `→` or reading as
    /// an element (`Window (Main), 0x…`).
    package func recognises(prefix: String) -> Bool {
        let lines = prefix.split(whereSeparator: \.isNewline)
        return prefix.drop { $0.isWhitespace }.first == "→"
            || lines.first { !$0.allSatisfy(\.isWhitespace) }.map(Self.readsAsElement) == true
            || lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" }
    }

    /// Whether a line reads as an element of a dump: `Type, 0xADDRESS…` or `Type (Detail), 0x…`
    /// (after its indentation and an optional `→`), or, without an address, `Type, {{x, y}, …}`
    /// and `Type, pid: …`. A note pasted into a dump ("the other cells are omitted", "Other
    /// windows omitted") does not.
    static func readsAsElement(_ line: Substring) -> Bool {
        var text = line.drop { $0 == " " || $0 == "\t" }
        if text.first == "→" { text = text.dropFirst() }
        let type = text.prefix { $0.isLetter && $0.isASCII }
        guard !type.isEmpty else { return false }
        var rest = text.dropFirst(type.count)
        if rest.hasPrefix(" (") {
            guard let close = rest.firstIndex(of: ")") else { return false }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.hasPrefix(", ") else { return false }
        rest = rest.dropFirst(2)
        return rest.hasPrefix("0x") || rest.hasPrefix("{{") || rest.hasPrefix("pid: ")
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        var tree = CaptureTree(file: file, format: name)
        var open: [(indent: Int, index: Int)] = []
        var started = false
        var lineNumber = 0
        let whole = String(decoding: data, as: UTF8.self)
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        // Without `Element subtree:` or a `→` line, the dump was pasted from the middle of the tree.
        let midTree =
            !whole.contains("Element subtree:") && !lines.contains { $0.drop { $0 == " " || $0 == "\t" }.first == "→" }
        for rawLine in lines {
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
            if !started && !(midTree ? Self.readsAsElement(text) : text.first == "→") { continue }
            let indent = line.count - text.count
            let mark = SourceLocation(file: file, line: lineNumber, column: indent + 1)
            let first = !started
            started = true
            guard tree.elements.count < CaptureTree.maximumElements else {
                throw fail(mark, "more than \(CaptureTree.maximumElements) elements; split the capture")
            }
            guard var element = try Self.element(text.first == "→" ? text.dropFirst() : text, mark: mark, tree: &tree)
            else { continue }
            if first && midTree && element.type != "Application" {
                // The application above the pasted part: it holds whatever the dump starts with.
                open.append((-1, tree.append(CapturedElement(type: "Application", mark: mark, parent: nil))))
            }
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

    /// How debugDescription ends a value it shortens (`value: averyveryverylongaddress@e...`).
    static let cutMark = "..."

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
        guard readsAsElement(text), let typeField = fields.next(), let type = typeField.split(separator: " ").first
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
                case "value":
                    element.value = value
                    if value.hasSuffix(Self.cutMark) {
                        tree.warn(
                            mark,
                            "the value '\(value.quotedForMessage())' ends with \"\(Self.cutMark)\", as debugDescription writes a value it cuts short: it is spoken as captured, and the rest of it is not in the capture"
                        )
                    }
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
