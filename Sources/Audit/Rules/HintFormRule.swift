import AccessibilityModel
import Findings

/// `hint-form`: a hint, being a sentence, starts with a capital (in a cased script) and ends with
/// a full stop, so VoiceOver's intonation closes it. The fix ends it with the locale's full stop
/// ("。" in Chinese and Japanese).
package struct HintFormRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "hint-form", severity: .note,
        summary: "A hint does not start with a capital letter or end with a full stop.",
        why: "Accessibility Programming Guide for iOS: a hint begins with a capital letter and ends with a period.",
        fix: "Write the hint as a sentence: capital first, full stop last.")
    package let guide = "Hints: begin with a capital and end with a period."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element("Play", traits: .button).hint("plays the song") },
            Screen("ru") { Element("Воспроизвести", traits: .button).hint("воспроизводит песню") },
            Screen("zh") { Element("播放", traits: .button).hint("播放歌曲") },
        ],
        nonTriggering: [
            Screen("good") { Element("Play", traits: .button).hint("Plays the song.") },
            Screen("zh") { Element("播放", traits: .button).hint("播放歌曲。") },
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasHints else { return nil }
        let fullStop = screen.fullStop
        return ElementCheck { screen, rule, position, node in
            guard let hint = node.hint?.trimmed, let first = hint.first, let last = hint.last else { return nil }
            let lower = first.isLowercase
            let unended = !last.isSentenceTerminal
            guard lower || unended else { return nil }
            let problem = [
                lower ? "starts with a lowercase letter" : nil, unended ? "does not end with a full stop" : nil,
            ]
            .compactMap { $0 }.joined(separator: " and ")
            return screen.finding(rule, at: position, "the hint \(problem)", about: .hint) {
                $0.hint = (lower ? first.uppercased() + hint.dropFirst() : hint) + (unended ? fullStop : "")
            }
        }
    }
}
