extension Screen {
    /// The paths (as ``ModelLocation/elementPath``) of the elements VoiceOver may stop on that
    /// have no `accessibilityFrame` and nothing inside to take one from: their frame is then empty,
    /// and VoiceOver does not reach an element of zero size (docs/voiceover-behaviour.md §4.2).
    /// An element with children takes the union of theirs, so it is not listed; neither is an
    /// element that is never an accessibility element.
    package var framelessElements: [[Int]] {
        var result: [[Int]] = []
        var path: [Int] = []
        func visit(_ element: borrowing Element) {
            let hasChildren = !element.subviews.isEmpty || element.accessibilityElements != nil
            let mayBeElement =
                switch element.isAccessibilityElement {
                case .constant(let value): value
                case .expression: true
                case nil: !hasChildren
                }
            if mayBeElement && !hasChildren && element.accessibilityFrame == nil { result.append(path) }
            Element.forEachChild(of: element) { child, position in
                path.append(position)
                visit(child)
                path.removeLast()
            }
        }
        for (position, element) in elements.enumerated() {
            path = [position]
            visit(element)
        }
        return result
    }
}
