import AccessibilityModel
import AppFiles

/// Finds the source position of a ``ModelLocation`` by walking the parsed file the same way the
/// decoder did. Used only when there is something to report.
struct SourceLocator {
    struct ScreenSource {
        var file: String
        var node: SourceNode
    }

    let appFile: String
    let appNode: SourceNode
    let screens: [String: ScreenSource]

    func locate(_ location: ModelLocation) -> SourceLocation {
        var file = appFile
        var node = appNode
        if let name = location.screen, let screen = screens[name] {
            file = screen.file
            node = screen.node
            for (depth, index) in location.elementPath.enumerated() {
                guard let child = Self.child(index, of: node, isScreen: depth == 0) else { break }
                node = child
            }
        }
        for step in location.attribute {
            guard let next = Self.step(step, in: node) else { break }
            node = next
        }
        return node.location(in: file)
    }

    /// The element at `index` among a node's children: its subviews (`elements` for a screen),
    /// then the elements written inline in `accessibilityElements`.
    private static func child(_ index: Int, of node: SourceNode, isScreen: Bool) -> SourceNode? {
        let children = children(of: node, isScreen: isScreen)
        return children.indices.contains(index) ? children[index] : nil
    }

    /// A node's element children, in the order an element path counts them.
    private static func children(of node: SourceNode, isScreen: Bool) -> [SourceNode] {
        guard case .mapping(let pairs) = node.value else { return [] }
        var children: [SourceNode] = []
        if let list = value(for: isScreen ? "elements" : "subviews", in: pairs), case .sequence(let items) = list.value
        {
            children = items
        }
        if let list = value(for: "accessibilityElements", in: pairs), case .sequence(let items) = list.value {
            children += items.filter { if case .mapping = $0.value { true } else { false } }
        }
        return children
    }

    private static func step(_ step: ModelLocation.Step, in node: SourceNode) -> SourceNode? {
        switch (step, node.value) {
        case (.key(let key), _):
            return value(for: key, in: node)
        case (.index(let index), .sequence(let items)):
            return items.indices.contains(index) ? items[index] : nil
        case (.index(let index), .mapping(let pairs)):
            return pairs.indices.contains(index) ? pairs[index].key : nil
        case (.index, .scalar):
            return nil
        }
    }

    private static let tables = [FileKeys.element, FileKeys.screen, FileKeys.app, FileKeys.customAction]

    /// The value under a canonical key, however the file spelled it.
    private static func value(for canonical: String, in node: SourceNode) -> SourceNode? {
        guard case .mapping(let pairs) = node.value else { return nil }
        return value(for: canonical, in: pairs)
    }

    private static func value(for canonical: String, in pairs: [SourceNode.Pair]) -> SourceNode? {
        for pair in pairs {
            guard case .scalar(let scalar) = pair.key.value else { continue }
            if scalar.text == canonical || tables.contains(where: { $0.key(for: scalar.text)?.rawValue == canonical }) {
                return pair.value
            }
        }
        return nil
    }
}
