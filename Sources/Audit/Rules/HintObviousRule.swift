import AccessibilityModel
import Findings

/// `hint-obvious`: a hint that only restates the label as a verb ("Delete" hinted "Deletes the
/// item."): the listener waits for it and learns nothing. English only, as the test is on the
/// verb's third person. A hint naming what the action makes ("Adds an account.", an indefinite
/// object) tells what the label does not, as the guide advises where the result may be unclear.
package struct HintObviousRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "hint-obvious", severity: .note,
        summary: "A hint says only what the label already makes obvious.",
        why:
            "Accessibility Programming Guide for iOS: provide a hint only when the result of an action is not obvious from the label; every hint is spoken after a pause on each visit.",
        fix: "Remove the hint, or say what is not obvious (where the item goes, what cannot be undone).",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Hints: only when the result is not obvious; brief."
    package let examples = RuleExamples(
        triggering: [Screen("bad") { Element("Delete", traits: .button).hint("Deletes the message.") }],
        nonTriggering: [
            Screen("good") {
                Element("Delete", traits: .button).hint("Moves the message to Recently Deleted for 30 days.")
            },
            // The guide's hint for an Add button whose result may be unclear: it says what is added.
            Screen("what") { Element("Add", traits: .button).hint("Adds an account.") },
        ],
        locales: ["en-US"])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasHints, screen.language == "en" else { return nil }
        return ElementCheck { screen, rule, position, node in
            let extra = screen.settings.obviousHintExtraWords
            guard let hint = node.hint, let label = node.label,
                // Told at once where both open with ASCII letters that differ (most hints).
                !hint.opensWithOtherASCIILetter(than: label),
                let verb = label.split(separator: " ").first?.lowercased(), verb.count > 1
            else { return nil }
            let words = hint.split(separator: " ")
            guard let first = words.first?.lowercased().trimmingCharacters(in: .punctuationCharacters),
                first == verb + "s" || first == verb + "es", words.count <= 1 + extra,
                // "Adds an account." names what is added, which the label does not: the guide's
                // own hint for an Add button (an indefinite object); "Deletes the message." does not.
                !["a", "an"].contains(words.dropFirst().first?.lowercased() ?? "")
            else { return nil }
            return screen.finding(
                rule, at: position, "the hint \"\(hint)\" restates the label \"\(label)\"", about: .hint
            ) {
                $0.hint = nil
            }
        }
    }
}
