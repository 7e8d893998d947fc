import Findings
import Foundation

/// `duration`: an element takes much longer to hear than in the development language. Heard
/// duration is what users wait through before they can move on.
package struct DurationRule: AuditRule {
    /// How many times the development language's duration is still fine.
    package var ratio: Double

    /// The default ratio: more than 1.6 times as long is flagged.
    package static let defaultRatio = 1.6

    package init(ratio: Double = DurationRule.defaultRatio) {
        self.ratio = ratio
    }

    package let rule = RuleDescription(
        id: "duration", severity: .warning,
        summary: "Spoken duration is far longer than in the development language.",
        why:
            "A VoiceOver user hears every element before deciding to move on; a translation twice as long doubles the wait on every visit.",
        fix: "Shorten the translation, or move detail from the label into the hint.")

    package let guide =
        "Labels: brief (\"a label should be very brief\"); a translation far longer than the original is not."
    /// The button 1 s long in English: 2.4 s in Russian triggers it, 1.2 s does not.
    package let examples = RuleExamples(
        triggering: [StringsExample.button()], nonTriggering: [StringsExample.button()], locales: ["ru"],
        nonTriggeringLocales: ["zh-Hans"],
        durations: [
            "en": [ElementKey(screen: "example", element: "add"): 1.0],
            "ru": [ElementKey(screen: "example", element: "add"): 2.4],
            "zh-Hans": [ElementKey(screen: "example", element: "add"): 1.2],
        ])

    /// It needs the durations `earshot listen` measures.
    package var isAboutListening: Bool { true }

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken))
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        guard !input.context.isDevelopmentLanguage else { return [] }
        return input.elements.compactMap { element in
            guard let original = input.developmentDurations[element.key], original > 0,
                element.duration > original * ratio
            else { return nil }
            let times = element.duration / original
            return input.elementFinding(
                rule, element,
                message: String(
                    format: "%.1f s, %.1f× the development language's %.1f s (limit %.1f×)",
                    element.duration, times, original, ratio))
        }
    }
}
