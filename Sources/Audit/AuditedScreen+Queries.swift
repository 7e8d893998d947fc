import AccessibilityModel
import Findings

extension AuditedScreen {
    /// Whether a node is something to act on: a control trait or an activate action.
    package func isInteractive(_ node: ResolvedNode) -> Bool {
        !node.traits.isDisjoint(with: [
            .button, .link, .adjustable, .keyboardKey, .searchField, .switchButton, .textField,
        ])
            || node.supportedActions.contains(.activate)
    }

    /// Whether the screen's file records the elements' actions: a capture of a real app does
    /// not (``Screen/actionsRecorded``), so a rule about actions cannot check it.
    package var actionsRecorded: Bool { session.app.screen(named: name)?.actionsRecorded ?? true }

    /// Each reachable element with its swipe position.
    package var positions: some Sequence<(position: Int, node: ResolvedNode)> {
        order.enumerated().lazy.map { ($0.offset, nodes[$0.element]) }
    }

    /// The findings `body` makes on each reachable element, in swipe order. The node is lent,
    /// not copied: a rule looks at 100,000 of them.
    package func eachElement(_ body: (_ position: Int, _ node: borrowing ResolvedNode) -> Finding?) -> [Finding] {
        var findings: [Finding] = []
        nodes.withUnsafeBufferPointer { nodes in
            for (position, index) in order.enumerated() {
                if let finding = body(position, nodes[index]) { findings.append(finding) }
            }
        }
        return findings
    }

    /// Every descendant of a node, depth first.
    package func descendants(of index: Int) -> [Int] {
        nodes[index].children.flatMap { [$0] + descendants(of: $0) }
    }
}

extension String {
    /// Without surrounding spaces (the text itself, uncopied, when it has none: most labels).
    var trimmed: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Empty or only spaces (stops at the first other character: cheap on long labels).
    var isBlank: Bool { unicodeScalars.allSatisfy(\.properties.isWhitespace) }
}
