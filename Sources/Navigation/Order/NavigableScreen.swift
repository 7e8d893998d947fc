import AccessibilityModel

/// A resolved screen as VoiceOver moves through it: its elements in swipe order, and the indices
/// that make every move cheap (a swipe is O(1), a rotor jump O(log n)).
public struct NavigableScreen: Sendable {
    public let resolved: ResolvedScreen
    /// Indices into `resolved.nodes` of the reachable elements, in swipe order.
    public let order: [Int]
    /// `positions[node]` is the node's place in `order`, or -1 when it is not reachable.
    private let positions: [Int32]
    /// For each container with a container type (or the tab bar trait): the positions of its
    /// elements. A container's elements are contiguous in the order.
    let spans: [Int: ClosedRange<Int>]
    /// The positions of the elements each position-based rotor setting visits, ascending.
    let rotorStops: RotorStops
    /// For each element holding links (a text view's links: UIKit makes them its parts, which
    /// swipes pass over), the nodes of those links in document order. The rotor's Links setting
    /// visits them one by one (docs/voiceover-behaviour.md §4.5).
    let innerLinks: [Int: [Int]]

    public init(_ resolved: ResolvedScreen) {
        self.resolved = resolved
        order = ReadingOrder.elements(of: resolved)
        var positions = [Int32](repeating: -1, count: resolved.nodes.count)
        var spans: [Int: ClosedRange<Int>] = [:]
        var stops = RotorStops()
        let nodes = resolved.nodes
        for (position, node) in order.enumerated() {
            positions[node] = Int32(position)
            let traits = nodes[node].traits
            for category in RotorCategory.elementCategories where category.includes(traits) {
                stops[category].append(position)
            }
            var ancestor = nodes[node].parent
            while let container = ancestor {
                if nodes.isTypedContainer(container) {
                    let span = spans[container].map { min($0.lowerBound, position)...max($0.upperBound, position) }
                    spans[container] = span ?? position...position
                }
                ancestor = nodes[container].parent
            }
        }
        var innerLinks: [Int: [Int]] = [:]
        for (position, node) in order.enumerated() where !nodes[node].children.isEmpty {
            let links = Self.links(inside: node, nodes: nodes)
            guard !links.isEmpty else { continue }
            innerLinks[position] = links
            if !nodes[node].traits.contains(.link) { stops[.link].append(position) }
        }
        if !innerLinks.isEmpty { stops[.link].sort() }
        self.innerLinks = innerLinks
        for (container, span) in spans {
            stops[.container].append(span.lowerBound)
            if nodes[container].containerType == .landmark { stops[.landmark].append(span.lowerBound) }
        }
        for category in [RotorCategory.container, .landmark] {
            if !stops[category].isEmpty { stops[category] = Array(Set(stops[category])).sorted() }
        }
        self.positions = positions
        self.spans = spans
        rotorStops = stops
    }

    /// The links inside an element, in document order: nodes with the link trait and a size,
    /// not hidden.
    private static func links(inside element: Int, nodes: [ResolvedNode]) -> [Int] {
        var result: [Int] = []
        var pending = Array(nodes[element].children.reversed())
        while let next = pending.popLast() {
            if nodes[next].elementsHidden { continue }
            if nodes[next].traits.contains(.link), !nodes[next].frame.isEmpty { result.append(next) }
            pending += nodes[next].children.reversed()
        }
        return result
    }

    /// How many elements can be reached.
    public var count: Int { order.count }

    /// The node at a position of the swipe order.
    public func node(at position: Int) -> ResolvedNode { resolved.nodes[order[position]] }

    /// The position of a node in the swipe order, or nil when VoiceOver cannot reach it.
    public func position(ofNode index: Int) -> Int? {
        guard positions.indices.contains(index), positions[index] >= 0 else { return nil }
        return Int(positions[index])
    }

    /// The position of the element with this id (accessibilityIdentifier or generated id).
    public func position(ofID id: String) -> Int? {
        resolved.index(of: id).flatMap(position(ofNode:))
    }

    /// The first position after (`forward`) or before `position` that `category` stops at.
    func rotorStop(_ category: RotorCategory, from position: Int?, forward: Bool) -> Int? {
        let stops = rotorStops[category]
        guard !stops.isEmpty else { return nil }
        guard let position else { return forward ? stops.first : stops.last }
        // The first stop greater than `position` (binary search).
        var low = 0
        var high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if stops[middle] <= position { low = middle + 1 } else { high = middle }
        }
        if forward { return low < stops.count ? stops[low] : nil }
        let before = stops[..<low].last { $0 < position }
        return before
    }
}

extension [ResolvedNode] {
    /// Whether the node at `index` is a container VoiceOver treats as one unit: it has a
    /// container type or the tab bar trait. (Fields are read in place: nodes are large.)
    func isTypedContainer(_ index: Int) -> Bool {
        !self[index].isAccessibilityElement
            && (self[index].containerType != .none || self[index].traits.contains(.tabBar))
    }
}
