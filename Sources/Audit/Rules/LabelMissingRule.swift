import AccessibilityModel
import Findings

/// `label-missing`: an element VoiceOver reaches has no label (and no value), so only its trait
/// is spoken ("Button.") or nothing at all.
package struct LabelMissingRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-missing", severity: .error,
        summary: "An element VoiceOver reaches has no label.",
        why:
            "Accessibility Programming Guide for iOS: every accessible element has a label; without one VoiceOver says only the element's type.",
        fix: "Give the element a short label naming what it is or does.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Labels: present on every element."
    package let examples = RuleExamples(
        triggering: [Screen("bad") { Element(accessibilityIdentifier: "add", accessibilityTraits: .button) }],
        nonTriggering: [Screen("good") { Element("Add", traits: .button) }])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        return ElementCheck { [rule] (position, node: borrowing ResolvedNode) -> Finding? in
            guard (node.label ?? "").isBlank, (node.value ?? "").isBlank,
                // An image button and a header without text are their own rules' findings.
                !ImageButtonWithoutLabelRule.applies(to: node), !node.traits.contains(.header)
            else { return nil }
            // A control showing text is named by it (WCAG 2.5.3: its label holds what it shows).
            if node.isActionable, let shown = LabelInNameRule.shownText(of: screen.order[position], in: screen) {
                return screen.finding(rule, at: position, "the element has no label; it shows \"\(shown)\"") {
                    $0.label = shown
                }
            }
            return screen.finding(rule, at: position, "the element has no label") {
                $0.label = RewriteMark.text(.label, in: screen)
            }
        }
    }
}
