import AccessibilityModel
import Navigation

/// The `tree` command: the resolved screen's views, indented by depth, each reachable element
/// with its number in swipe order, the focused one marked.
///
/// ```
/// settings "Settings" (393×852 pt)
///    1  Samples  [button, backButton]  8,54 90×44
/// ▶  3  Volume: 50%  [adjustable]  #volume  16,170 361×44
///    ·  (container, list)  #songs
/// ```
struct TreeView {
    let screen: NavigableScreen
    let focus: Int?

    func lines() -> [StyledText] {
        let resolved = screen.resolved
        let title = resolved.title.map { " \"\($0)\"" } ?? ""
        var lines = [StyledText("\(resolved.screenName)\(title) (\(Points.size(resolved.size)) pt)")]
        for child in resolved.nodes.first?.children ?? [] { append(child, depth: 0, to: &lines) }
        return lines
    }

    private func append(_ index: Int, depth: Int, to lines: inout [StyledText]) {
        let node = screen.resolved.nodes[index]
        let position = screen.position(ofNode: index)
        let focused = position != nil && position == focus
        var line = StyledText(focused ? "▶ " : "  ", focused ? .focusNumber : .plain)
        line.append(String(repeating: "  ", count: depth))
        line.append(position.map { String($0 + 1) } ?? "·", focused ? .focusNumber : .number)
        line.append("  ")
        let role: TextRole = position == nil && node.isAccessibilityElement ? .dim : .plain
        line.append(Self.summary(of: node), role)
        if node.isAccessibilityElement && position == nil { line.append("  (not reachable)", .dim) }
        line.append("  " + Points.frame(node.frame), .dim)
        lines.append(line)
        for child in node.children { append(child, depth: depth + 1, to: &lines) }
    }

    /// "Volume: 50%  [adjustable]  #volume", or "(container, list)  #songs".
    static func summary(of node: ResolvedNode) -> String {
        var parts: [String] = []
        if node.isAccessibilityElement {
            let text = [node.label, node.value].compactMap { $0 }.joined(separator: ": ")
            parts.append(text.isEmpty ? "(no label)" : text)
        } else {
            let type = node.containerType == .none ? "" : ", \(node.containerType.rawValue)"
            parts.append("(container\(type))")
        }
        if !node.traits.isEmpty { parts.append("[\(node.traits.names.joined(separator: ", "))]") }
        if let id = node.accessibilityIdentifier { parts.append("#\(id)") }
        if node.elementsHidden { parts.append("(hidden)") }
        return parts.joined(separator: "  ")
    }
}
