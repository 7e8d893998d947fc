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
        let words = HintWords.allGestures
        return ElementCheck { [rule] (position, node: borrowing ResolvedNode) -> Finding? in
            guard let hint = node.hint?.lowercased(),
                let word = words.first(where: { hint.range(of: $0) != nil && Self.isWord($0, in: hint) })
            else { return nil }
            return screen.finding(rule, at: position, "the hint names the gesture \"\(word)\"", about: .hint) {
                $0.hint = RewriteMark.text(.hint, in: screen)
            }
        }
    }

    /// Whether `word` occurs in `text` not as part of a longer word (always, for unspaced scripts).
    static func isWord(_ word: String, in text: String) -> Bool {
        guard word.unicodeScalars.first.map({ $0.properties.isAlphabetic && $0.value < 0x3000 }) == true else {
            return true
        }
        var start = text.startIndex
        while let range = text.range(of: word, range: start..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            start = range.upperBound
        }
        return false
    }
}
