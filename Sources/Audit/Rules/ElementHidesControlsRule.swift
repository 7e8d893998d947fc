import AccessibilityModel
import Findings

/// `element-hides-controls`: a view that is itself an accessibility element hides its children
/// from VoiceOver; when a child is a control, it cannot be reached.
package struct ElementHidesControlsRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "element-hides-controls", severity: .error,
        summary: "An element hides controls inside it.",
        why:
            "Accessibility Programming Guide for iOS: a container that is itself an accessibility element hides its children; a button inside it cannot be reached.",
        fix: "Make the container not an element, or expose the child's action as a custom action.",
        xcodeAuditCategory: "elementDetection")
    package let guide = "Traits: a container that is itself an element hides its children."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element.container(identifier: "cell") {
                    Element("Milk")
                    Element("Remove", traits: .button)
                }.accessible()
            }
        ],
        nonTriggering: [
            Screen("good") {
                Element.container(identifier: "cell") {
                    Element("Milk")
                    Element("Remove", traits: .button)
                }
            }
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasChildren else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard !node.children.isEmpty else { return nil }
            let index = screen.order[position]
            let hidden = screen.descendants(of: index).map { screen.nodes[$0] }.filter(screen.isInteractive)
            guard let control = hidden.first else { return nil }
            let name = control.label.map { "\"\($0)\"" } ?? control.id
            return screen.finding(
                rule, at: position, "the element hides the control \(name) and \(hidden.count - 1) other(s)")
        }
    }
}
