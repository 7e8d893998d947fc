extension Element {
    /// Calls `body` with each of the element's ``children``, borrowed, and its position.
    ///
    /// Walks over a large tree pass elements on borrowed: a copy of an element retains and then
    /// releases each of its references, which on a 100,000-element screen costs more than the
    /// walk itself.
    static func forEachChild(
        of element: borrowing Element, _ body: (_ child: borrowing Element, _ position: Int) -> Void
    ) {
        for position in element.subviews.indices { body(element.subviews[position], position) }
        guard let order = element.accessibilityElements else { return }
        var position = element.subviews.count
        for index in order.indices {
            guard case .element(let child) = order[index] else { continue }
            body(child, position)
            position += 1
        }
    }

    /// How many elements the tree under `element` holds, `element` included.
    package static func treeSize(_ element: borrowing Element) -> Int {
        var count = 1
        forEachChild(of: element) { child, _ in count += treeSize(child) }
        return count
    }
}
