import AccessibilityModel
import AppFiles
import Reporting

/// Reading typed values out of source nodes, reporting what is wrong where.
struct NodeReader {
    let file: String
    let log: DiagnosticLog

    func error(_ node: SourceNode, _ message: String) {
        log.error(node.location(in: file), message)
    }

    /// The mapping's entries by canonical key; unknown and repeated keys are reported.
    func fields(of node: SourceNode, _ table: FileKeys.Table, what: @autoclosure () -> String) -> Fields? {
        var result = Fields()
        guard forEachField(of: node, table, what: what(), { result.entries.append(($0, $1)) }) else { return nil }
        return result
    }

    /// Calls `body` with each of the mapping's entries by canonical key, in file order, without
    /// collecting them; unknown and repeated keys are reported and skipped. False, after saying
    /// so, when the node is not a mapping.
    func forEachField(
        of node: SourceNode, _ table: FileKeys.Table, what: @autoclosure () -> String,
        _ body: (FileKey, SourceNode) -> Void
    ) -> Bool {
        guard case .mapping(let pairs) = node.value else {
            error(node, "expected \(what()) as a mapping of keys to values, found \(node.kindName)")
            return false
        }
        var seen: UInt64 = 0  // by position in the table
        for index in pairs.indices {
            guard case .scalar(let scalar) = pairs[index].key.value else {
                error(pairs[index].key, "a key must be a plain name")
                continue
            }
            guard let (canonical, position) = table.entry(for: scalar.text) else {
                let hint = table.allNames.nearest(to: scalar.text).map { "; did you mean '\($0)'?" } ?? ""
                error(pairs[index].key, "unknown key '\(scalar.text.quotedForMessage())' in \(what())\(hint)")
                continue
            }
            guard seen & (1 << position) == 0 else {
                error(
                    pairs[index].key,
                    "'\(scalar.text.quotedForMessage())' is given twice in \(what()) (as '\(canonical.rawValue)' or an alias of it); keep one"
                )
                continue
            }
            seen |= 1 << position
            body(canonical, pairs[index].value)
        }
        return true
    }

    /// The pairs of a mapping whose keys are names (variables, strings, scroll directions).
    func namedEntries(
        of node: SourceNode, what: @autoclosure () -> String
    ) -> [(name: String, key: SourceNode, value: SourceNode)]? {
        guard case .mapping(let pairs) = node.value else {
            error(node, "expected \(what()) as a mapping, found \(node.kindName)")
            return nil
        }
        var seen: Set<String> = []
        var result: [(String, SourceNode, SourceNode)] = []
        for pair in pairs {
            guard case .scalar(let scalar) = pair.key.value else {
                error(pair.key, "a key must be a plain name")
                continue
            }
            if !seen.insert(scalar.text).inserted {
                error(pair.key, "'\(scalar.text.quotedForMessage())' is given twice in \(what()); keep one")
                continue
            }
            result.append((scalar.text, pair.key, pair.value))
        }
        return result
    }

    func items(of node: SourceNode, what: @autoclosure () -> String) -> [SourceNode]? {
        guard case .sequence(let items) = node.value else {
            error(node, "expected \(what()) as a list, found \(node.kindName)")
            return nil
        }
        return items
    }

    func string(_ node: SourceNode, what: @autoclosure () -> String) -> String? {
        guard case .scalar(let scalar) = node.value, !scalar.isNull else {
            error(node, "expected \(what()) as text, found \(node.kindName)")
            return nil
        }
        return scalar.keptText
    }

    func bool(_ node: SourceNode, what: @autoclosure () -> String) -> Bool? {
        if case .scalar(let scalar) = node.value, !scalar.isQuoted {
            switch scalar.text {
            case "true", "True", "TRUE", "yes", "Yes": return true
            case "false", "False", "FALSE", "no", "No": return false
            default: break
            }
        }
        error(node, "expected \(what()) to be true or false, found \(node.kindName)")
        return nil
    }

    func number(_ node: SourceNode, what: @autoclosure () -> String) -> Double? {
        guard case .scalar(let scalar) = node.value, !scalar.isQuoted, let value = Self.double(scalar.text) else {
            error(node, "expected \(what()) to be a number, found \(node.kindName)")
            return nil
        }
        let limit = AccessibilityFrame.maximumCoordinate
        guard value.isFinite, abs(value) <= limit else {
            error(
                node,
                "\(what()) is \(scalar.text.quotedForMessage(limit: 20)), out of range; coordinates and sizes are within ±\(Int(limit)) points"
            )
            return nil
        }
        return value
    }

    /// The text as `Double(_:)` reads it. Whole numbers of up to 15 digits, most of a screen's
    /// numbers, are read directly: they are exact as doubles, so the value is the same.
    private static func double(_ text: String) -> Double? {
        var text = text
        let whole: Double? = text.withUTF8 { bytes in
            let sign = bytes.first == UInt8(ascii: "-") ? 1 : 0
            guard bytes.count > sign, bytes.count - sign <= 15 else { return nil }
            var magnitude = 0
            for byte in bytes[sign...] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return sign == 1 ? -Double(magnitude) : Double(magnitude)
        }
        return whole ?? Double(text)
    }

    func nonNegative(_ node: SourceNode, what: @autoclosure () -> String) -> Double? {
        guard let value = number(node, what: what()) else { return nil }
        guard value >= 0 else {
            error(node, "\(what()) cannot be negative (\(scalarText(node).quotedForMessage()))")
            return nil
        }
        return value
    }

    func integer(_ node: SourceNode, what: @autoclosure () -> String) -> Int? {
        guard case .scalar(let scalar) = node.value, !scalar.isQuoted else {
            error(node, "expected \(what()) to be a whole number, found \(node.kindName)")
            return nil
        }
        if let value = Int(scalar.text) { return value }
        if scalar.text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" }), !scalar.text.isEmpty {
            error(node, "\(what()) is too large a number; the limit is \(Int.max)")
        } else {
            error(node, "expected \(what()) to be a whole number, found '\(scalar.text.quotedForMessage())'")
        }
        return nil
    }

    func scalarText(_ node: SourceNode) -> String {
        if case .scalar(let scalar) = node.value { return scalar.text }
        return node.kindName
    }

    /// One of a fixed set of names, with a suggestion for a near miss.
    func choice<T: RawRepresentable & CaseIterable>(
        _ node: SourceNode, _ type: T.Type, what: @autoclosure () -> String
    ) -> T?
    where T.RawValue == String {
        guard let text = string(node, what: what()) else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = names.nearest(to: text).map { "did you mean '\($0)'? " } ?? ""
        error(
            node, "unknown \(what()) '\(text.quotedForMessage())'; \(hint)use one of: \(names.joined(separator: ", "))")
        return nil
    }

    /// A template; a parse problem is reported at its character where the text is on one line.
    func template(_ node: SourceNode, what: @autoclosure () -> String) -> Template? {
        guard case .scalar(let scalar) = node.value, !scalar.isNull else {
            error(node, "expected \(what()) as text, found \(node.kindName)")
            return nil
        }
        do {
            return try Template(parsing: scalar.keptText)
        } catch {
            log.error(location(of: error, in: node, scalar: scalar), "\(what()) does not parse: \(error.message)")
            return nil
        }
    }

    /// A condition: true, false, or an expression such as `shift` or `!playing`.
    func condition(_ node: SourceNode, what: @autoclosure () -> String) -> Condition? {
        guard case .scalar(let scalar) = node.value, !scalar.isNull else {
            error(node, "expected \(what()) to be true, false or a condition such as 'shift', found \(node.kindName)")
            return nil
        }
        if !scalar.isQuoted, let flag = ["true": true, "false": false][scalar.text] { return .constant(flag) }
        do {
            return try Condition(parsing: scalar.text)
        } catch {
            log.error(
                location(of: error, in: node, scalar: scalar),
                "\(what()) does not parse as a condition: \(error.message)")
            return nil
        }
    }

    private func location(of error: TemplateError, in node: SourceNode, scalar: SourceNode.Scalar) -> SourceLocation {
        var location = node.location(in: file)
        guard !scalar.text.contains("\n") else { return location }
        location.column += (scalar.isQuoted ? 1 : 0) + error.offset
        return location
    }
}

/// A mapping's values by canonical key, in file order. Mappings are small, so a list searched
/// in order is faster than a dictionary.
struct Fields {
    var entries: [(key: FileKey, value: SourceNode)] = []

    subscript(key: FileKey) -> SourceNode? {
        // By index, so that only the matching value is copied.
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return nil
    }
}
