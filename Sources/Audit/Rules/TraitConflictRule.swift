import AccessibilityModel
import Findings

/// `trait-conflict`: traits the guide calls mutually exclusive on one element: button with link,
/// search field or keyboard key, and button with adjustable. VoiceOver says both words.
package struct TraitConflictRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "trait-conflict", severity: .error,
        summary:
            "An element has traits that exclude each other (button with link, search field, keyboard key or adjustable).",
        why:
            "Accessibility Programming Guide for iOS: button, link, search field and keyboard key are mutually exclusive, as are button and adjustable; VoiceOver says both and the listener cannot tell what the element does.",
        fix: "Keep the one trait that says how the element behaves.",
        xcodeAuditCategory: "trait")
    package let guide =
        "Traits: button, link, search field and keyboard key are mutually exclusive (so are button and adjustable)."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element("Help", traits: [.button, .link]) },
            Screen("adjustable") { Element("Volume", traits: [.button, .adjustable]).onIncrement().onDecrement() },
        ],
        nonTriggering: [Screen("good") { Element("Help", traits: .link) }])

    static let exclusive: [AccessibilityTraits] = [.link, .searchField, .keyboardKey, .adjustable]
    static let exclusiveSet = AccessibilityTraits(exclusive)

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.traits.contains(.button) else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard node.traits.contains(.button), !node.traits.isDisjoint(with: Self.exclusiveSet),
                let other = Self.exclusive.first(where: node.traits.contains)
            else {
                return nil
            }
            let name = AccessibilityTraits.named.first { $0.trait == other }?.name ?? "\(other)"
            return screen.finding(rule, at: position, "the element is both a button and \(name)") {
                $0.traits.remove(.button)
            }
        }
    }
}
