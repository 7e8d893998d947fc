import AccessibilityModel
import Findings

/// `label-period`, per locale: a label ending with a full stop (".", "。", "۔") makes VoiceOver
/// pause as at the end of a sentence before the trait word. Prose keeps its full stops: a text of
/// several sentences (an alert's message, a page of text), and static text, which is read as
/// written (a settings page's footnote: "Double tapping the space bar will insert a period…").
package struct TrailingPeriodRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-period", severity: .warning,
        summary: "A label ends with a full stop.",
        why:
            "Accessibility Programming Guide for iOS: a label does not end with a period; VoiceOver pauses after it as after a sentence.",
        fix: "Remove the full stop from the translation (hints, being sentences, keep theirs).")

    package let guide = "Labels: do not end with a period."
    package let examples = RuleExamples(
        triggering: [StringsExample.button(en: "{add: Add.}", ru: "{add: Добавить.}", zh: "{add: 添加。}")],
        nonTriggering: [
            StringsExample.button(),
            .screen(
                Screen("footnote") {
                    Element(
                        "Double tapping the space bar will insert a period followed by a space.", traits: .staticText)
                }),
        ],
        locales: ["en-US", "ru", "zh-Hans"])

    /// The fix: the label without its last character, the full stop.
    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken), about: .label) { facts, _ in
            facts.label = facts.label.map { String($0.dropLast()) }
        }
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        input.elements.compactMap { element in
            guard !element.traits.contains("staticText"), let label = element.label, let last = label.last,
                last.isFullStop,
                !label.hasSuffix("..."), label.filter(\.isFullStop).count == 1
            else { return nil }
            return input.elementFinding(rule, element, message: "the label ends with \"\(last)\"")
        }
    }
}
