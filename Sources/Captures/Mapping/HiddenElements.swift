import AccessibilityModel

/// The captured elements that are in the tree but not shown, so VoiceOver does not read them
/// (`docs/captures.md`, "What is hidden").
///
/// `visible="false"` alone proves nothing: WebDriverAgent also writes it for cells scrolled off
/// the screen, for text under a bar, for a link under an overlapping ribbon, and for every element
/// of some apps. So an element marked not visible, with everything inside it also marked so, is
/// left out only when the capture shows why it is not seen:
/// - it has no width or no height (an alert that is not showing, so not modal either; when the
///   element holding it has a frame that says nothing, `inf` coordinates, the alert is judged in
///   its place);
/// - or it lies wholly inside the window and inside a `visible="true"` sibling: a view stacked
///   under or over the one shown (a page faded out with `opacity(0)`), or the parts of a row that
///   SwiftUI combines into one element beside them;
/// - or it lies wholly inside the window and inside its `visible="true"` parent whose label holds
///   its own (the parts of a combined element, inside it).
struct HiddenElements {
    /// The topmost hidden elements: everything inside one is hidden too.
    let roots: Set<Int>
    /// The roots that hold a label or a value somewhere, in document order: what a warning counts
    /// (empty containers left out change nothing that is heard).
    let withText: [Int]

    init(tree: CaptureTree, children: [[Int]], window: AccessibilitySize?) {
        let elements = tree.elements
        var allHidden = [Bool](repeating: false, count: elements.count)
        var hasText = [Bool](repeating: false, count: elements.count)
        for index in elements.indices.reversed() {
            let element = elements[index]
            allHidden[index] = element.visible == false && children[index].allSatisfy { allHidden[$0] }
            hasText[index] =
                !(element.label ?? "").isEmpty || !(element.value ?? "").isEmpty
                || children[index].contains { hasText[$0] }
        }
        var roots = Set<Int>()
        // An element hidden with all it holds whose frame says nothing (`inf` coordinates) is
        // judged by what it holds: each of its children is judged in its place.
        var judgedByChildren = [Bool](repeating: false, count: elements.count)
        for index in elements.indices where allHidden[index] {
            guard let parent = elements[index].parent, !allHidden[parent] || judgedByChildren[parent] else { continue }
            guard case .frame(let frame) = elements[index].frame else {
                judgedByChildren[index] = true
                continue
            }
            if frame.width == 0 || frame.height == 0 {
                roots.insert(index)
            } else if let window,
                Self.contains(AccessibilityFrame(x: 0, y: 0, width: window.width, height: window.height), frame),
                Self.isCovered(index, frame: frame, parent: parent, elements: elements, siblings: children[parent])
            {
                roots.insert(index)
            }
        }
        self.roots = roots
        withText = roots.filter { hasText[$0] }.sorted()
    }

    /// Whether a visible sibling holds the frame, or the visible parent holds it and its label.
    private static func isCovered(
        _ index: Int, frame: AccessibilityFrame, parent: Int, elements: [CapturedElement], siblings: [Int]
    ) -> Bool {
        let coveringSibling = siblings.contains { sibling in
            guard sibling != index, elements[sibling].visible == true, case .frame(let cover) = elements[sibling].frame
            else { return false }
            return contains(cover, frame)
        }
        if coveringSibling { return true }
        let holder = elements[parent]
        guard holder.visible == true, case .frame(let cover) = holder.frame, contains(cover, frame),
            let label = elements[index].label, !label.isEmpty, let combined = holder.label
        else { return false }
        return combined.contains(label)
    }

    private static func contains(_ outer: AccessibilityFrame, _ inner: AccessibilityFrame) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }
}
