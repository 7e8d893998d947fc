import AccessibilityModel
import Findings

/// `duplicate-speakable-text`: two interactive elements of a screen say the same thing, so a
/// listener cannot tell them apart (Android ATF's duplicate speakable text).
package struct DuplicateSpeakableTextRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "duplicate-speakable-text", severity: .warning,
        summary: "Two controls on a screen say exactly the same thing.",
        why:
            "Accessibility Programming Guide for iOS: a label identifies the element; two \"Edit\" buttons leave the listener guessing which is which.",
        fix: "Make each label say what it acts on (\"Edit Address\", \"Edit Payment\").",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Labels: very brief but identify the element (ATF: duplicate speakable text)."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element("Edit", traits: .button)
                Element("Edit", traits: .button)
            }
        ],
        nonTriggering: [
            Screen("good") {
                Element("Edit Address", traits: .button)
                Element("Edit Payment", traits: .button)
            }
        ])

    package func findings(in screen: AuditedScreen) -> [Finding] {
        // Saying the same as another takes two elements (an app may have thousands of screens of one).
        guard screen.order.count > 1 else { return [] }
        // Label, value and traits make the description: comparing them spares describing every
        // element of a large screen. Controls are looked up by a hash of them, so that no table
        // of 100,000 labels is built; those whose hash was seen are compared in full.
        var firstByKey: [UInt64: Int] = Dictionary(minimumCapacity: screen.order.count)
        // Elements whose hash another element saying something else took first (rare).
        var collided: [Int] = []
        var findings: [Finding] = []
        screen.nodes.withUnsafeBufferPointer { nodes in
            // Each node's fields read in place: handing a node to a function copies it.
            for (position, index) in screen.order.enumerated()
            where AuditedScreen.isInteractive(traits: nodes[index].traits, actions: nodes[index].supportedActions) {
                guard let key = Self.key(nodes[index].label, nodes[index].value, nodes[index].traits) else { continue }
                guard let first = firstByKey[key] else {
                    firstByKey[key] = position
                    continue
                }
                let said = { (position: Int) in
                    let node = screen.order[position]
                    return (nodes[node].label ?? "", nodes[node].value ?? "", nodes[node].traits)
                }
                let earlier = [first] + collided
                guard let same = earlier.first(where: { said($0) == said(position) }) else {
                    collided.append(position)
                    continue
                }
                // Without input labels Voice Control takes the label as their name: it would ask
                // which, by number.
                let label = said(position).0.trimmed
                let named = [same, position].contains {
                    (nodes[screen.order[$0]].userInputLabels ?? []).isEmpty == false
                }
                let voiceControl =
                    label.isBlank || named ? "" : "; \"Tap \(label)\" makes Voice Control show numbers to pick from"
                findings.append(
                    screen.finding(
                        rule, at: position, "says the same as element \(same + 1) of the swipe order\(voiceControl)",
                        about: .label
                    ) {
                        $0.label = RewriteMark.text(.label, in: screen)
                    })
            }
        }
        return findings
    }

    /// A hash of what an element says (FNV-1a over its label's and value's bytes and its
    /// traits), or nil when it says neither a label nor a value.
    static func key(_ label: String?, _ value: String?, _ traits: AccessibilityTraits) -> UInt64? {
        guard label?.isEmpty == false || value?.isEmpty == false else { return nil }
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (label ?? "").utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        // 0xFF, never a byte of UTF-8, ends the label.
        hash = (hash ^ 0xFF) &* prime
        for byte in (value ?? "").utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        return (hash ^ UInt64(traits.rawValue)) &* prime
    }
}
