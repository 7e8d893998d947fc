import AccessibilityModel

/// What a screen's reachable elements hold between them: every trait any of them has, and
/// whether any has a hint or children. Read once a screen, from the nodes in place.
package struct ReachableContents: Sendable {
    package var traits: AccessibilityTraits = []
    package var hasHints = false
    package var hasChildren = false

    init(nodes: [ResolvedNode], order: [Int]) {
        nodes.withUnsafeBufferPointer { nodes in
            for index in order {
                traits.formUnion(nodes[index].traits)
                hasHints = hasHints || nodes[index].hint != nil
                hasChildren = hasChildren || !nodes[index].children.isEmpty
            }
        }
    }
}
