import Findings
import Foundation

/// `script`: Latin letters inside a label of a locale written in another script, with no
/// `accessibilityLanguage` saying which language they are: espeak-ng's voice for the locale spells
/// them letter by letter (zh, ja: a warning) or reads them with its own rules (ru, ar: a note).
/// A single letter is not reported: it is meant to be said as a letter.
package struct ScriptRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "script", severity: .warning,
        summary: "Text in a script the locale's voice cannot read as words, with no accessibilityLanguage.",
        why:
            "VoiceOver reads the whole label with the locale's voice: \"Wi-Fi\" in a Chinese label is spelt out letter by letter.",
        fix:
            "Set accessibilityLanguage on the element (or an attributed label's language attribute) for the foreign words, or write them in the locale's script."
    )

    /// Languages whose voices spell Latin letters one by one rather than reading words.
    static let spellingLanguages: Set<String> = ["zh", "ja", "ko", "yue", "th"]

    package let guide = "Labels: localised (text in the locale's own script)."
    package let examples = RuleExamples(
        triggering: [StringsExample.button(ru: "{add: Добавить в Cart}", zh: "{add: 添加Cart}")],
        // A letter alone, as a keyboard's key says it, is meant to be spelt.
        nonTriggering: [StringsExample.button(), StringsExample.button(ru: "{add: y}", zh: "{add: y}")],
        locales: ["ru", "zh-Hans"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken), about: .label)
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let language = LocaleContext.language(of: input.context.locale)
        guard !Script.latinLocales.contains(language) else { return [] }
        let spells = Self.spellingLanguages.contains(language)
        return input.elements.compactMap { element in
            guard element.language == nil, let label = element.label else { return nil }
            // A format leftover ("%d") is the placeholder check's finding, not Latin text.
            let text = PlaceholderRule.placeholders(in: label).reduce(label) {
                $0.replacingOccurrences(of: $1, with: " ")
            }
            // A letter alone (a keyboard's key, "A" of a grade) is meant to be said as a letter.
            let runs = Script.latinRuns(in: text).filter { $0.count > 1 }
            guard !runs.isEmpty else { return nil }
            let heard =
                spells
                ? "spelt letter by letter by the \(input.context.voice.espeakVoice) voice"
                : "read with \(input.context.voice.espeakVoice) pronunciation rules"
            return input.elementFinding(
                rule, element, severity: spells ? rule.severity : .note,
                message:
                    "Latin text \(runs.map { "\"\($0)\"" }.joined(separator: ", ")) in a \(input.context.locale) label will be \(heard)"
            )
        }
    }
}
