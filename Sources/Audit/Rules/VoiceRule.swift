import Findings

/// `voice`: the locale has no voice file of its own: another voice file of its language, or only
/// espeak-ng's voice with another locale's words, speaks it.
package struct VoiceRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "voice", severity: .warning,
        summary: "The locale is spoken by a stand-in voice.",
        why:
            "What the report plays is not what VoiceOver says in this locale: the voice or VoiceOver's words are another locale's.",
        fix: "Add a voice file for the locale to voices/ (a data change; see voices/en-US.yaml for the keys).")

    package let guide = "Earshot's own: what the report plays is what VoiceOver says in the locale."
    /// A locale without a voice file of its own (zh-Hant, spoken as zh-Hans) triggers it; the
    /// same screen in locales with one does not.
    package let examples = RuleExamples(
        triggering: [StringsExample.button()], nonTriggering: [StringsExample.button()], locales: ["zh-Hant"],
        nonTriggeringLocales: ["en-US", "ru", "zh-Hans"])

    package var isAboutListening: Bool { true }

    package func findings(in locale: AuditedLocale) -> [Finding] { findings(in: locale.spoken) }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let context = input.context
        let message: String
        switch context.voiceStatus {
        case .own:
            return []
        case .sameLanguage(let profile):
            message = "no voice file for \(context.locale): spoken as \(profile)"
        case .espeakOnly(let wordsFrom):
            message =
                "no voice file for \(context.locale): the app's strings in espeak-ng's \(context.voice.espeakVoice) voice, VoiceOver's words from \(wordsFrom)"
        }
        return [Finding(rule: rule.id, severity: rule.severity, message: message, locale: context.locale)]
    }
}
