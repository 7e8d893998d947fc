import AccessibilityModel
import Findings

/// `label-missing`: an element VoiceOver reaches has no label (and no value), so only its trait
/// is spoken ("Button.") or nothing at all; or a text field's only text is its placeholder, which
/// VoiceOver says in the label's place until the user types (Xcode's audit: "Element has no
/// description").
package struct LabelMissingRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-missing", severity: .error,
        summary: "An element VoiceOver reaches has no label, or a text field has only its placeholder.",
        why:
            "Accessibility Programming Guide for iOS: every accessible element has a label; without one VoiceOver says only the element's type.",
        fix: "Give the element a short label naming what it is or does.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Labels: present on every element."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element(accessibilityIdentifier: "add", accessibilityTraits: .button) },
            Screen("placeholder only") {
                Element(accessibilityIdentifier: "email", accessibilityTraits: .textField).placeholder(
                    "name@example.com")
            },
        ],
        nonTriggering: [
            Screen("good") { Element("Add", traits: .button) },
            Screen("labelled field") { Element("Email", traits: .textField).placeholder("name@example.com") },
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        return ElementCheck { screen, rule, position, node in
            if node.labelIsPlaceholder, let placeholder = node.placeholder {
                let message =
                    "the element has no label; VoiceOver says its placeholder \"\(placeholder.quotedForFinding)\", which is gone once text is typed"
                return screen.finding(rule, at: position, message) {
                    $0.label = RewriteMark.text(.label, in: screen)
                }
            }
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
