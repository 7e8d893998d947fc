import AccessibilityModel

extension AuditedScreen {
    /// Whether a node is something to act on: a control trait or an activate action.
    public func isInteractive(_ node: ResolvedNode) -> Bool {
        !node.traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField, .switchButton, .textField])
            || node.supportedActions.contains(.activate)
    }

    /// Each reachable element with its swipe position.
    public var positions: some Sequence<(position: Int, node: ResolvedNode)> {
        order.enumerated().lazy.map { ($0.offset, nodes[$0.element]) }
    }

    /// Every descendant of a node, depth first.
    public func descendants(of index: Int) -> [Int] {
        nodes[index].children.flatMap { [$0] + descendants(of: $0) }
    }
}

extension String {
    /// Without surrounding spaces.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
