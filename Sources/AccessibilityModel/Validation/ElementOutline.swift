/// A screen's elements in depth-first pre-order (the root view is 0), each known by its index:
/// an element's ``ModelLocation/elementPath`` is built only when a message needs it.
struct ElementOutline {
    /// Per element: its parent's index (nil for the root) and its position among the parent's
    /// ``Element/children``.
    private var parents: [Int?] = []
    private var positions: [Int] = []
    /// The elements with an accessibilityIdentifier (the root aside), in pre-order.
    private(set) var identified: [(identifier: String, index: Int)] = []

    init(_ root: Element) {
        add(root, parent: nil, position: 0)
    }

    private mutating func add(_ element: borrowing Element, parent: Int?, position: Int) {
        let index = parents.count
        parents.append(parent)
        positions.append(position)
        if let identifier = element.accessibilityIdentifier, index > 0 {
            identified.append((identifier, index))
        }
        Element.forEachChild(of: element) { child, position in add(child, parent: index, position: position) }
    }

    /// The child indices from the screen's top-level children down to the element.
    func path(of index: Int) -> [Int] {
        var path: [Int] = []
        var current = index
        while let parent = parents[current] {
            path.append(positions[current])
            current = parent
        }
        return path.reversed()
    }

    /// Whether the element at `index` is `ancestor` or inside it.
    func isWithin(_ index: Int, _ ancestor: Int) -> Bool {
        var current: Int? = index
        while let node = current {
            if node == ancestor { return true }
            current = parents[node]
        }
        return false
    }
}
