import AccessibilityModel
import Findings

/// `hint-imperative`: an English hint starting with an imperative ("Play the song.") instead of
/// the third person ("Plays the song."). English only: other languages' hints follow their own
/// grammar (Russian and Chinese VoiceOver hints are imperatives), so the rule applies to `en*`.
public struct HintImperativeRule: AuditRule {
    public init() {}

    public let rule = RuleDescription(
        id: "hint-imperative", severity: .note,
        summary: "An English hint starts with an imperative instead of a verb in the third person.",
        why:
            "Accessibility Programming Guide for iOS: a hint begins with a verb in the third person singular (\"Plays the song.\"), describing the result rather than giving an order.",
        fix: "Start the hint with the verb's third person: \"Plays the song.\"",
        xcodeAuditCategory: "sufficientElementDescription")
    public let guide =
        "Hints: begin with a verb in third person singular (\"Plays the song.\", not \"Play the song.\")."
    public let examples = RuleExamples(
        triggering: [Screen("bad") { Element("Play", traits: .button).hint("Play the song.") }],
        nonTriggering: [Screen("good") { Element("Play", traits: .button).hint("Plays the song.") }],
        locales: ["en-US"])

    public func findings(in screen: AuditedScreen) -> [Finding] {
        guard screen.language == "en" else { return [] }
        return screen.eachElement { (position, node: borrowing ResolvedNode) -> Finding? in
            guard let hint = node.hint?.trimmed, let first = hint.split(separator: " ").first,
                first.count > 2, first.allSatisfy(\.isLetter), first.first?.isUppercase == true,
                !first.lowercased().hasSuffix("s"),
                // "Tap to…" is the gesture rule's finding; its fix is another sentence.
                !HintNamesGestureRule.gestureWords["en", default: []].contains(first.lowercased())
            else { return nil }
            let third =
                first.hasSuffix("h") || first.hasSuffix("x") || first.hasSuffix("o") ? first + "es" : first + "s"
            return screen.finding(rule, at: position, "the hint starts with \"\(first)\", an imperative", about: .hint)
            {
                $0.hint = String(third) + String(hint.dropFirst(first.count))
            }
        }
    }
}
