import AccessibilityModel
import Findings

/// `hint-names-gesture`: a hint that tells the gesture ("Tap to…", "Swipe to…"), which differs
/// with VoiceOver on and is VoiceOver's own job to say.
package struct HintNamesGestureRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "hint-names-gesture", severity: .warning,
        summary: "A hint names the gesture.",
        why:
            "Accessibility Programming Guide for iOS: a hint describes the result, never the gesture; VoiceOver users double-tap, not tap.",
        fix: "Say what happens (\"Applies the code.\"), not how to make it happen.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Hints: never name the gesture (\"Tap to…\", \"Swipe to…\")."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element("Apply", traits: .button).hint("Tap to apply the code.") },
            Screen("ru") { Element("Применить", traits: .button).hint("Коснитесь, чтобы применить код.") },
            Screen("zh") { Element("应用", traits: .button).hint("轻点以应用代码。") },
        ],
        nonTriggering: [Screen("good") { Element("Apply", traits: .button).hint("Applies the code.") }],
        locales: ["en-US", "ru", "zh-Hans"])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasHints else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard let hint = node.hint?.lowercased(), let word = HintWords.gesture(namedIn: hint) else { return nil }
            return screen.finding(rule, at: position, "the hint names the gesture \"\(word)\"", about: .hint) {
                $0.hint = RewriteMark.text(.hint, in: screen)
            }
        }
    }
}
