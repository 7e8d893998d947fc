import AccessibilityModel
import Findings

/// `header-without-text`: a header with no label or value: the headings rotor stops on silence.
package struct HeaderWithoutTextRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "header-without-text", severity: .error,
        summary: "A header has no text.",
        why:
            "Accessibility Programming Guide for iOS: a header names the section it starts; VoiceOver's headings rotor stops on it and says only \"Heading\".",
        fix: "Label the header with the section's title, or remove the header trait.",
        xcodeAuditCategory: "trait")
    package let guide = "Traits: a header names its section (labels: present on every element)."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element(accessibilityIdentifier: "section", accessibilityLabel: "", accessibilityTraits: .header)
            }
        ],
        nonTriggering: [Screen("good") { Element("Shipping", traits: .header) }])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.traits.contains(.header) else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard node.traits.contains(.header), (node.label ?? "").isBlank, (node.value ?? "").isBlank
            else { return nil }
            return screen.finding(rule, at: position, "the header has no text") {
                $0.label = RewriteMark.text(.label, in: screen)
            }
        }
    }
}
