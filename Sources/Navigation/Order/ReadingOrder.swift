import AccessibilityModel

/// The order in which VoiceOver's swipes visit a screen's elements (docs/voiceover-behaviour.md
/// §4).
///
/// - §4.2: hidden subtrees, the children of an element, and elements with a zero-size frame are
///   skipped.
/// - §4.3: a view with a modal subview reads only that subview (the last, when several are
///   modal); its other subviews are unreachable, and views outside it are not affected.
/// - §4.4: a container with an explicit `accessibilityElements` order, with a container type, or
///   with `shouldGroupAccessibilityChildren` is a group: its elements are read together. A plain
///   view is transparent: its children are sorted with its siblings.
/// - §4.1: items are sorted by the top-left corner of their frame (a group by its first
///   element's, except an explicitly ordered group inside a view with the tab bar trait, placed
///   by its own frame): tops that differ by less than the device's row threshold (8 pt phone,
///   13 pt pad) are one row, read in the layout direction; otherwise top to bottom. Explicit
///   orders are kept as given. The result is flattened depth first.
enum ReadingOrder {
    /// The indices (into `screen.nodes`) of the reachable elements, in swipe order.
    static func elements(of screen: ResolvedScreen) -> [Int] {
        let sorter = Sorter(
            threshold: screen.device.rowThreshold,
            rightToLeft: screen.layoutDirection == .rightToLeft)
        var order: [Int] = []
        for item in sorter.items(of: 0, in: screen, context: nil) { item.flatten(into: &order) }
        return order
    }

    /// The view that gives the elements below it their context (positions, list edges), as
    /// AccessibilitySnapshot passes it down: the outermost one wins.
    private enum Context {
        /// A view with the tab bar trait whose subviews are read (not an explicit order): an
        /// explicitly ordered group below it is placed by the group's own frame.
        case tabBarView
        /// Any other: a list, a landmark, a table, a series, a tab bar, or a view with the tab bar
        /// trait that gives an explicit order.
        case other
    }

    /// A node's contribution to its parent's list: one element, or a group read together.
    private enum Item {
        case element(Int, AccessibilityPoint)
        /// Elements already in reading order, placed by the first one's corner.
        case group([Int], AccessibilityPoint)

        var corner: AccessibilityPoint {
            switch self {
            case .element(_, let corner), .group(_, let corner): corner
            }
        }

        func flatten(into order: inout [Int]) {
            switch self {
            case .element(let index, _): order.append(index)
            case .group(let indices, _): order.append(contentsOf: indices)
            }
        }
    }

    private struct Sorter {
        let threshold: Double
        let rightToLeft: Bool

        /// The items `index` contributes to its parent's list; `context` is the view above it
        /// that gives context, if any.
        func items(of index: Int, in screen: ResolvedScreen, context: Context?) -> [Item] {
            // Fields are read in place: nodes are large, and a screen may have 100,000.
            let nodes = screen.nodes
            if nodes[index].isExcluded { return [] }
            if nodes[index].isAccessibilityElement && index != 0 {
                let frame = nodes[index].frame
                if frame.isEmpty { return [] }
                return [.element(index, AccessibilityPoint(x: frame.x, y: frame.y))]
            }
            let givesContext =
                nodes[index].traits.contains(.tabBar)
                || [.list, .landmark, .dataTable, .series, .tabBar].contains(nodes[index].containerType)
            if let explicit = nodes[index].accessibilityElements {
                let inner = context ?? (givesContext ? .other : nil)
                // AccessibilitySnapshot (AccessibilityHierarchyParser.swift, `overridesElementFrame`):
                // below a view with the tab bar trait, an explicitly ordered group is placed by its
                // own frame; any other group by its first element.
                let frame = nodes[index].frame
                let corner = context == .tabBarView ? AccessibilityPoint(x: frame.x, y: frame.y) : nil
                return group(explicit.flatMap { items(of: $0, in: screen, context: inner) }, sorted: false, at: corner)
            }
            let inner = context ?? (givesContext ? (nodes[index].traits.contains(.tabBar) ? .tabBarView : .other) : nil)
            let children = Self.reachableChildren(of: index, in: nodes).flatMap {
                items(of: $0, in: screen, context: inner)
            }
            if nodes[index].containerType != .none || nodes[index].traits.contains(.tabBar)
                || nodes[index].groupsChildren || index == 0
            {
                return group(children, sorted: true)
            }
            return children
        }

        /// A view's children, or only its last modal child when one is modal (§4.3). A modal view
        /// that is itself hidden hides nothing.
        private static func reachableChildren(of index: Int, in nodes: [ResolvedNode]) -> [Int] {
            let children = nodes[index].children
            let modal = children.last { nodes[$0].viewIsModal && !nodes[$0].isExcluded }
            return modal.map { [$0] } ?? children
        }

        /// The items as one group, placed at `corner`, or else by its first element.
        private func group(_ items: [Item], sorted: Bool, at corner: AccessibilityPoint? = nil) -> [Item] {
            let ordered = sorted ? self.sorted(items) : items
            var indices: [Int] = []
            for item in ordered { item.flatten(into: &indices) }
            guard let first = ordered.first else { return [] }
            return [.group(indices, corner ?? first.corner)]
        }

        /// VoiceOver's comparison: by top edge unless the tops are within the row threshold,
        /// then by leading edge.
        private func sorted(_ items: [Item]) -> [Item] {
            items.sorted { lhs, rhs in
                let a = lhs.corner
                let b = rhs.corner
                if a.y != b.y, abs(a.y - b.y) >= threshold { return a.y < b.y }
                return rightToLeft ? a.x > b.x : a.x < b.x
            }
        }
    }
}
