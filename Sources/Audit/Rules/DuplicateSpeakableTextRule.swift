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
        // Label, value and traits make the description: comparing them spares describing
        // every element of a large screen.
        var first: [Said: Int] = [:]
        return screen.eachElement { (position, node: borrowing ResolvedNode) -> Finding? in
            guard screen.isInteractive(node) else { return nil }
            let said = Said(label: node.label ?? "", value: node.value ?? "", traits: node.traits.rawValue)
            guard !said.label.isEmpty || !said.value.isEmpty else { return nil }
            guard let earlier = first[said] else {
                first[said] = position
                return nil
            }
            return screen.finding(
                rule, at: position, "says the same as element \(earlier + 1) of the swipe order", about: .label
            ) {
                $0.label = RewriteMark.text(.label, in: screen)
            }
        }
    }

    struct Said: Hashable {
        var label: String
        var value: String
        var traits: AccessibilityTraits.RawValue
    }
}
