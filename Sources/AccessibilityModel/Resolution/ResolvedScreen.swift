import Localization

/// The visible screen of an app for one state and locale, ready for the navigation engine.
///
/// Resolved once per state change and kept: lookups are O(1). Its contents are the engine's
/// own; a test reads the elements through the session (`focusedNode`, `screen.node(at:)`).
public struct ResolvedScreen: Sendable {
    package let screenName: String
    package let title: String?
    package let device: Device
    package let size: AccessibilitySize
    package let layoutDirection: LayoutDirection
    /// The locale the text was resolved for.
    package let locale: String
    /// Every node in depth-first pre-order. `nodes[0]` is the screen's root view (not an element).
    package let nodes: [ResolvedNode]

    let indexByID: [String: Int]
    /// Actions, custom actions and scroll status of the nodes that have any, for ``AppState``.
    let behaviours: [Int: NodeBehaviour]
    /// The app's strings seen from ``locale``, which the text was looked up in.
    package let strings: LocaleStrings

    struct NodeBehaviour: Sendable {
        var actions: ActionHandlers
        var customActions: [CustomAction]
        var scrollStatus: Template?
    }

    init(
        screen: borrowing Screen, title: String?, locale: String, nodes: [ResolvedNode], indexByID: [String: Int],
        behaviours: [Int: NodeBehaviour], strings: LocaleStrings
    ) {
        screenName = screen.name
        self.title = title
        device = screen.device
        size = screen.effectiveSize
        layoutDirection = screen.layoutDirection
        self.locale = locale
        self.nodes = nodes
        self.indexByID = indexByID
        self.behaviours = behaviours
        self.strings = strings
    }

    /// The index of the node with this id.
    package func index(of id: String) -> Int? { indexByID[id] }

    /// The node with this id.
    package subscript(id: String) -> ResolvedNode? {
        indexByID[id].map { nodes[$0] }
    }

    /// The indices of a node's ancestors, nearest first.
    package func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = nodes[index].parent
        while let parent = current {
            result.append(parent)
            current = nodes[parent].parent
        }
        return result
    }

    /// Whether `index` is `ancestor` or inside it.
    package func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current: Int? = index
        while let node = current {
            if node == ancestor { return true }
            current = nodes[node].parent
        }
        return false
    }
}
