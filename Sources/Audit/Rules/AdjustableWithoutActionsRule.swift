import AccessibilityModel
import Findings

/// `adjustable-without-actions`: an adjustable element that cannot be incremented or
/// decremented; VoiceOver tells the listener to swipe up or down, and nothing happens. Captures
/// record no actions (``Screen/actionsRecorded``): the rule does not run on them.
package struct AdjustableWithoutActionsRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "adjustable-without-actions", severity: .error,
        summary: "An adjustable element has no increment or decrement action.",
        why:
            "Accessibility Programming Guide for iOS: an element with the adjustable trait implements accessibilityIncrement and accessibilityDecrement.",
        fix: "Implement both actions, or remove the adjustable trait.",
        xcodeAuditCategory: "trait")
    package let guide = "Traits: an adjustable element must support increment and decrement."
    package let examples = RuleExamples(
        triggering: [Screen("bad") { Element("Quantity", traits: .adjustable).value("1") }],
        nonTriggering: [
            Screen("good") { Element("Quantity", traits: .adjustable).value("1").onIncrement().onDecrement() }
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        // A capture records no actions: a captured slider's are unknown, not missing.
        guard screen.actionsRecorded, screen.reachable.traits.contains(.adjustable) else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard node.traits.contains(.adjustable) else { return nil }
            let missing = [(SupportedActions.increment, "increment"), (.decrement, "decrement")]
                .filter { !node.supportedActions.contains($0.0) }.map(\.1)
            guard !missing.isEmpty else { return nil }
            return screen.finding(
                rule, at: position, "the adjustable element has no \(missing.joined(separator: " or ")) action")
        }
    }
}
