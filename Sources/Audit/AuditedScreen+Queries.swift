import AccessibilityModel
import Findings

extension AuditedScreen {
    /// Whether a node is something to act on: a control trait or an activate action.
    package func isInteractive(_ node: borrowing ResolvedNode) -> Bool {
        Self.isInteractive(traits: node.traits, actions: node.supportedActions)
    }

    static func isInteractive(traits: AccessibilityTraits, actions: SupportedActions) -> Bool {
        ResolvedNode.isActionable(traits: traits, actions: actions)
    }

    /// Whether the screen's file records the elements' actions: a capture of a real app does
    /// not (``Screen/actionsRecorded``), so a rule about actions cannot check it.
    package var actionsRecorded: Bool { model?.actionsRecorded ?? true }

    /// What `body` makes of each reachable element, in swipe order, with its swipe position. The
    /// node is lent, not copied: a rule looks at 100,000 of them, and copying one retains each of
    /// its strings and arrays.
    package func eachElement<Result>(
        _ body: (_ position: Int, _ node: borrowing ResolvedNode) -> Result?
    ) -> [Result] {
        var results: [Result] = []
        nodes.withUnsafeBufferPointer { nodes in
            for (position, index) in order.enumerated() {
                if let result = body(position, nodes[index]) { results.append(result) }
            }
        }
        return results
    }

    /// Every descendant of a node, depth first.
    package func descendants(of index: Int) -> [Int] {
        nodes[index].children.flatMap { [$0] + descendants(of: $0) }
    }
}

extension ResolvedNode {
    /// Whether the label, value or hint has a character beyond ASCII: only such text can be in
    /// another script than Latin, so the rules about scripts pass over the rest at once.
    var hasTextBeyondASCII: Bool {
        // Each text looked at in place: no array of them made for each element.
        func beyondASCII(_ text: String?) -> Bool { text?.utf8.contains { $0 >= 0x80 } == true }
        return beyondASCII(label) || beyondASCII(value) || beyondASCII(hint)
    }
}

extension String {
    /// Without surrounding spaces (the text itself, uncopied, when it has none: most labels).
    var trimmed: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last, first.isSpace || last.isSpace
        else { return self }
        return trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Empty or only spaces (stops at the first other character: cheap on long labels).
    var isBlank: Bool { unicodeScalars.allSatisfy(\.isSpace) }

    /// Whether this text and `other` both open with an ASCII letter, not the same in any case:
    /// their first words differ, told without reading them.
    func opensWithOtherASCIILetter(than other: String) -> Bool {
        func letter(_ text: String) -> UInt8? {
            text.utf8.first.map { $0 | 0x20 }.flatMap { (0x61...0x7A).contains($0) ? $0 : nil }
        }
        guard let first = letter(self), let second = letter(other) else { return false }
        return first != second
    }
}

extension Unicode.Scalar {
    /// `properties.isWhitespace`, looked up in a table for ASCII, where most text is.
    var isSpace: Bool { isASCII ? Self.asciiSpaces[Int(value)] : properties.isWhitespace }

    private static let asciiSpaces = (0..<128).map { Unicode.Scalar(UInt8($0)).properties.isWhitespace }
}
