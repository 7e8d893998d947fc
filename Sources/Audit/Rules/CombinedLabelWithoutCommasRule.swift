import AccessibilityModel
import Findings

/// `combined-label-without-commas`: an element combining its children whose label joins their
/// texts with spaces only, so VoiceOver runs them together without a pause.
package struct CombinedLabelWithoutCommasRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "combined-label-without-commas", severity: .warning,
        summary: "A combined label joins its parts without commas.",
        why:
            "Accessibility Programming Guide for iOS: a label combining several pieces of text separates them with commas, which VoiceOver speaks as short pauses.",
        fix: "Join the parts with \", \".",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Combined elements: a combined label joins parts with commas."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element(
                    accessibilityIdentifier: "row", isAccessibilityElement: true, accessibilityLabel: "Milk 2 litres",
                    subviews: [Element("Milk"), Element("2 litres")])
            }
        ],
        nonTriggering: [
            Screen("good") {
                Element(
                    accessibilityIdentifier: "row", isAccessibilityElement: true, accessibilityLabel: "Milk, 2 litres",
                    subviews: [Element("Milk"), Element("2 litres")])
            }
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasChildren else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard !node.children.isEmpty else { return nil }
            let parts = screen.descendants(of: screen.order[position]).compactMap { screen.nodes[$0].label?.trimmed }
                .filter { !$0.isEmpty }
            guard parts.count > 1, let label = node.label?.trimmed, label == parts.joined(separator: " ") else {
                return nil
            }
            return screen.finding(
                rule, at: position, "the label joins \(parts.count) parts without commas", about: .label
            ) {
                $0.label = parts.joined(separator: ", ")
            }
        }
    }
}
