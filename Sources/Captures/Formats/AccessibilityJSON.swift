import AccessibilityModel
import AppFiles
import Foundation

/// The accessibility JSON of idb (`idb ui describe-all --json`, flat; with `--nested`, a tree) and
/// AXe (`axe describe-ui`, a tree), both from FBSimulatorControl's serializer: a list of elements
/// with the keys `AXLabel`, `AXValue`, `AXUniqueId`, `AXFrame` ("{{x, y}, {width, height}}")
/// and/or `frame` ({x, y, width, height}), `type` (the role without its `AX`), `role`,
/// `role_description`, `subrole`, `enabled`, `help`, `title`, `custom_actions`, `placeholder`,
/// `hidden`, `traits`, and in the nested form `children`. Newer versions also write `label`,
/// `value` and `identifier`. Every key is optional.
///
/// The flat form lists the application first and then every element it holds; each element is
/// read as the application's child, and the groups, whose members follow them, are left out.
package struct AccessibilityJSON: CaptureFormat {
    package init() {}

    package var name: String { "idb / AXe accessibility JSON" }

    /// Where Foundation's JSON reader stopped in `data`, and why, from its error: it names the
    /// byte it stopped at ("Invalid value around character 37."), or the end of the data. A
    /// reason it does not explain is that the data is not JSON, at the file's start.
    static func whereJSONBroke(_ error: any Error, in data: Data, file: String) -> (SourceLocation, String) {
        let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        var reason = description.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        var offset: Int?
        if let range = reason.range(of: " around character ") {
            offset = Int(reason[range.upperBound...])
            reason = String(reason[..<range.lowerBound])
        } else if reason.localizedCaseInsensitiveContains("end of file") {
            offset = data.count
        }
        reason = reason.isEmpty ? "the data is not JSON" : reason.prefix(1).lowercased() + reason.dropFirst()
        guard let offset else { return (.start(of: file), reason) }
        // The line of the byte, and its column in characters (a continuation byte starts none).
        let before = data.prefix(max(0, min(offset, data.count)))
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before[lineStart...].count { $0 & 0xC0 != 0x80 } + 1
        return (SourceLocation(file: file, line: line, column: column), reason)
    }

    /// A JSON list (or one element) whose first object has one of the serializer's own keys.
    package func recognises(prefix: String) -> Bool {
        guard let first = prefix.first(where: { !$0.isWhitespace }), first == "[" || first == "{" else {
            return false
        }
        return ["\"AXFrame\"", "\"AXLabel\"", "\"AXUniqueId\"", "\"role_description\""].contains {
            prefix.contains($0)
        }
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let (location, reason) = Self.whereJSONBroke(error, in: data, file: file)
            throw LoadError(at: location, "not JSON Earshot can read: \(reason)")
        }
        let top: [Any] = (json as? [Any]) ?? [json]
        let objects = top.compactMap { $0 as? [String: Any] }
        guard !objects.isEmpty, objects.count == top.count else {
            throw LoadError(at: .start(of: file), "a list of elements (JSON objects) was expected")
        }
        var tree = CaptureTree(file: file, format: name)
        var marks = ElementMarks(data, file: file).marks.makeIterator()
        let flat = !objects.contains { $0["children"] != nil }
        var pending: [(object: [String: Any], parent: Int?)] = []
        var tabBar = FlatTabBar()
        if flat, Self.type(of: objects[0]) != "Application" {
            tree.append(CapturedElement(type: "Application", mark: .start(of: file), parent: nil))
            pending = objects.reversed().map { ($0, 0) }
        } else if flat {
            pending = objects.dropFirst().reversed().map { ($0, 0) }
            pending.append((objects[0], nil))
        } else {
            if objects.count > 1 {
                tree.append(CapturedElement(type: "Application", mark: .start(of: file), parent: nil))
            }
            pending = objects.reversed().map { ($0, objects.count > 1 ? 0 : nil) }
        }
        while let (object, parent) = pending.popLast() {
            let mark = marks.next() ?? .start(of: file)
            guard tree.elements.count < CaptureTree.maximumElements else {
                throw LoadError(at: mark, "more than \(CaptureTree.maximumElements) elements; split the capture")
            }
            if object["hidden"] as? Bool == true {
                // Hidden from accessibility with all it holds; their places in the text are passed.
                for _ in 0..<Self.descendantCount(object) { _ = marks.next() }
                continue
            }
            var element = Self.element(object, mark: mark, parent: parent, tree: &tree)
            if flat && element.type == "Other" && parent != nil { continue }
            element.parent = parent
            if flat && parent != nil {
                if tabBar.holds(element) { continue }
                element.parent = tabBar.parent(of: element, in: &tree) ?? parent
            }
            let index = tree.append(element)
            let children = (object["children"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
            pending += children.reversed().map { ($0, index) }
        }
        return tree
    }

    /// How many element objects an element holds, at any depth.
    private static func descendantCount(_ object: [String: Any]) -> Int {
        var count = 0
        var pending = [object]
        while let next = pending.popLast() {
            let children = (next["children"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
            count += children.count
            pending += children
        }
        return count
    }

    /// The element's role without `AX`: `type`, or `role`.
    private static func type(of object: [String: Any]) -> String {
        let role = (object["type"] as? String) ?? (object["role"] as? String) ?? "Other"
        return role.hasPrefix("AX") ? String(role.dropFirst(2)) : role
    }

    /// The element, its role named as XCUITest names element types (`docs/captures.md`).
    private static func element(
        _ object: [String: Any], mark: SourceLocation, parent: Int?, tree: inout CaptureTree
    ) -> CapturedElement {
        var element = CapturedElement(type: type(of: object), mark: mark, parent: parent)
        let subrole = (object["subrole"] as? String) ?? ""
        let description = ((object["role_description"] as? String) ?? "").lowercased()
        switch element.type {
        case "TabGroup": element.type = "TabBar"
        case "Group" where isTabBar(object, description: description): element.type = "TabBar"
        case "Group": element.type = "Other"
        case "ScrollArea": element.type = "ScrollView"
        case "TextArea": element.type = "TextView"
        case "Heading":
            element.type = "StaticText"
            element.traits = "StaticText, Header"
        case "CheckBox" where subrole == "AXSwitch" || description == "switch": element.type = "Switch"
        case "RadioButton" where subrole == "AXTabButton" || description == "tab": element.type = "Tab"
        case "TextField" where subrole == "AXSearchField": element.type = "SearchField"
        case "TextField" where subrole == "AXSecureTextField": element.type = "SecureTextField"
        default: break
        }
        element.identifier = text(object["AXUniqueId"] ?? object["identifier"])
        element.label = text(object["AXLabel"] ?? object["label"]) ?? text(object["title"])
        element.value = text(object["AXValue"] ?? object["value"])
        // A radio button's value, and so a tab's, is whether it is selected (1 or 0): the
        // serializer has no other way to say which tab is selected.
        if element.type == "Tab" || element.type == "RadioButton", let state = element.value,
            state == "1" || state == "0"
        {
            element.selected = state == "1"
            element.value = nil
        }
        element.placeholder = text(object["placeholder"])
        element.title = text(object["title"])
        element.hint = text(object["help"])
        element.customActions = (object["custom_actions"] as? [Any] ?? []).compactMap { text($0) }
        element.enabled = object["enabled"] as? Bool
        if let names = object["traits"] as? [String], !names.isEmpty {
            element.traits = names.map { $0.hasPrefix("UIAccessibilityTrait") ? String($0.dropFirst(20)) : $0 }
                .joined(separator: ", ")
        }
        element.frame = frame(object, mark: mark, tree: &tree)
        return element
    }

    /// Whether a group is a tab bar. The serializer writes a tab bar as a plain group: its role
    /// description says "tab bar" in newer versions, and otherwise only UIKit's label for a tab
    /// bar, "Tab Bar", tells it.
    private static func isTabBar(_ object: [String: Any], description: String) -> Bool {
        description == "tab bar" || (object["subrole"] as? String) == "AXTabGroup"
            || text(object["AXLabel"] ?? object["label"]) == "Tab Bar"
    }

    /// A value as text: strings as they are, numbers and flags as VoiceOver would say them.
    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let flag as Bool: flag ? "1" : "0"
        case let number as NSNumber:
            number.doubleValue.rounded() == number.doubleValue && abs(number.doubleValue) < 1e15
                ? String(Int64(number.doubleValue)) : "\(number.doubleValue)"
        default: nil
        }
    }

    /// The `frame` object, or else the `AXFrame` string.
    private static func frame(
        _ object: [String: Any], mark: SourceLocation, tree: inout CaptureTree
    ) -> CapturedElement.Frame {
        var numbers: [Double]?
        if let frame = object["frame"] as? [String: Any] {
            let values = ["x", "y", "width", "height"].compactMap { (frame[$0] as? NSNumber)?.doubleValue }
            numbers = values.count == 4 ? values : nil
        }
        if numbers == nil, let text = object["AXFrame"] as? String {
            let values = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
            numbers = values.count == 4 ? values : nil
        }
        guard let numbers else { return .missing }
        let frame = CapturedElement.Frame.checked(numbers)
        if let problem = frame.problem {
            tree.warn(mark, "the frame has \(problem); the element is kept without a frame, and VoiceOver skips it")
        }
        return frame
    }
}

/// The tab bar of a flat list, which lists the tabs after it as the application's elements: an
/// element after it whose centre lies in its frame is its member, so that a tab says its
/// position among the tabs, as in the nested form. idb lists a tab bar without its tabs when it
/// cannot reach them; a tab bar without members is left out, as the flat list's groups are.
private struct FlatTabBar {
    /// The latest tab bar, and its index in the tree once a member has put it there.
    private var bar: CapturedElement?
    private var index: Int?

    /// Whether `element` is a tab bar with a frame, which is then held until a member comes.
    mutating func holds(_ element: CapturedElement) -> Bool {
        guard element.type == "TabBar", case .frame = element.frame else { return false }
        bar = element
        index = nil
        return true
    }

    /// The tab bar's index when `element` lies in it; its first member puts it in the tree.
    mutating func parent(of element: CapturedElement, in tree: inout CaptureTree) -> Int? {
        guard let bar, case .frame(let frame) = bar.frame, case .frame(let own) = element.frame,
            frame.contains(own.center)
        else { return nil }
        if index == nil { index = tree.append(bar) }
        return index
    }
}

/// Where each element object starts in the JSON text, in document order: every object that is an
/// item of a list (the top list, or a `children` list), not a value of a key (a `frame`).
private struct ElementMarks {
    var marks: [SourceLocation] = []

    init(_ data: Data, file: String) {
        var containers: [UInt8] = []
        var inString = false
        var escaped = false
        var line = 1
        var column = 0
        for byte in data {
            column += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"):
                if containers.last == UInt8(ascii: "[") || containers.isEmpty {
                    marks.append(SourceLocation(file: file, line: line, column: column))
                }
                containers.append(byte)
            case UInt8(ascii: "["): containers.append(byte)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = containers.popLast()
            default: break
            }
        }
    }
}
