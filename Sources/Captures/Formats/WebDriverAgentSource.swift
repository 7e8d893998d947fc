import AppFiles
import Foundation
import Reporting

/// WebDriverAgent's page source, as Appium's XCUITest driver and facebook-wda return it: an
/// `<AppiumAUT>` root (or a bare `<XCUIElementTypeApplication>`) holding one XML element per
/// accessibility element, with the attributes `type name label value placeholderValue enabled
/// visible accessible selected traits x y width height index` (every one optional).
package struct WebDriverAgentSource: CaptureFormat {
    package init() {}

    package var name: String { "WebDriverAgent page source" }

    package func recognises(prefix: String) -> Bool {
        prefix.drop { $0.isWhitespace }.first == "<"
    }

    package func read(data: Data, file: String) throws(LoadError) -> CaptureTree {
        var tree = CaptureTree(file: file, format: name)
        tree.depthLimit = Self.snapshotMaxDepth
        let builder = Builder(tree: tree)
        try XMLEventStream(file: file, handler: builder).run(data)
        guard !builder.tree.elements.isEmpty else {
            throw LoadError(diagnostics: [
                Diagnostic(
                    .error, at: builder.rootMark ?? .start(of: file),
                    "the page source holds no XCUIElementType element; capture the screen again")
            ])
        }
        return builder.tree
    }

    /// WebDriverAgent's default `snapshotMaxDepth` setting: trees are cut this many levels below
    /// the application.
    static let snapshotMaxDepth = 50

    /// The XML elements that are a tree's root but not an accessibility element.
    static let wrapperRoot = "AppiumAUT"
    /// The prefix of every element type's name.
    static let typePrefix = "XCUIElementType"

    /// Turns each opened XML element into a ``CapturedElement``, keeping the open ones on a stack.
    private final class Builder: XMLElementHandler {
        var tree: CaptureTree
        var open: [Int?] = []
        var rootMark: SourceLocation?

        init(tree: CaptureTree) { self.tree = tree }

        func open(_ name: String, attributes: XMLAttributes, at mark: SourceLocation) throws(LoadError) {
            if rootMark == nil {
                rootMark = mark
                guard name == WebDriverAgentSource.wrapperRoot || name.hasPrefix(WebDriverAgentSource.typePrefix) else {
                    throw fail(
                        mark,
                        "the root element is <\(name.quotedForMessage())>, not <AppiumAUT> or <XCUIElementTypeApplication>: this is not a WebDriverAgent page source"
                    )
                }
                if name == WebDriverAgentSource.wrapperRoot {
                    open.append(nil)
                    return
                }
            }
            guard tree.elements.count < CaptureTree.maximumElements else {
                throw fail(mark, "more than \(CaptureTree.maximumElements) elements; split the capture")
            }
            if attributes["focused"] != nil {
                throw TVOSRefusal.error(at: mark, evidence: "WebDriverAgent writes `focused` only there")
            }
            let typeName = attributes["type"] ?? name
            var element = CapturedElement(
                type: typeName.hasPrefix(WebDriverAgentSource.typePrefix)
                    ? String(typeName.dropFirst(WebDriverAgentSource.typePrefix.count)) : typeName,
                mark: mark, parent: open.last ?? nil)
            element.identifier = attributes["name"]
            element.label = attributes["label"]
            element.value = attributes["value"]
            element.placeholder = attributes["placeholderValue"]
            element.traits = attributes["traits"]
            element.enabled = try flag(attributes, "enabled", mark)
            element.visible = try flag(attributes, "visible", mark)
            element.accessible = try flag(attributes, "accessible", mark)
            element.selected = try flag(attributes, "selected", mark)
            // WebDriverAgent joins the actions' names with commas (XCUIElement+FBCustomActions.m).
            if let actions = attributes["customActions"] {
                let names = actions.split(separator: ",").map { String($0.trimmedOfSpaces) }
                element.customActions = names.filter { !$0.isEmpty }
            }
            element.frame = try frame(attributes, mark)
            open.append(tree.append(element))
        }

        func close() {
            _ = open.popLast()
        }

        private func fail(_ mark: SourceLocation, _ message: String) -> LoadError {
            LoadError(at: mark, message)
        }

        private func flag(
            _ attributes: XMLAttributes, _ key: StaticString, _ mark: SourceLocation
        ) throws(LoadError) -> Bool? {
            if let flag = attributes.plainFlag(key) { return flag }
            guard let text = attributes[key] else { return nil }
            switch text.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default: throw fail(mark, "\(key)=\"\(text.quotedForMessage())\" is not true or false")
            }
        }

        private func frame(
            _ attributes: XMLAttributes, _ mark: SourceLocation
        ) throws(LoadError) -> CapturedElement.Frame {
            let keys: [StaticString] = ["x", "y", "width", "height"]
            let plain = keys.compactMap { attributes.number($0) }
            if plain.count == keys.count { return checked(plain, mark) }
            let texts = keys.map { attributes[$0] }
            guard texts.contains(where: { $0 != nil }) else { return .missing }
            var numbers: [Double] = []
            for (key, text) in zip(keys, texts) {
                guard let text else {
                    throw fail(mark, "the frame has no \(key); an element gives all of x, y, width and height or none")
                }
                guard let number = Double(text.trimmedOfSpaces) else {
                    throw fail(mark, "\(key)=\"\(text.quotedForMessage())\" is not a number of points")
                }
                numbers.append(number)
            }
            return checked(numbers, mark)
        }

        /// The frame of the numbers, with a warning when the element cannot keep it.
        private func checked(_ numbers: [Double], _ mark: SourceLocation) -> CapturedElement.Frame {
            let frame = CapturedElement.Frame.checked(numbers)
            if let problem = frame.problem {
                tree.warn(
                    mark,
                    "the frame has \(problem) (\(numbers.map { "\($0)" }.joined(separator: ", "))); the element is kept without a frame, and VoiceOver skips it"
                )
            }
            return frame
        }
    }
}
