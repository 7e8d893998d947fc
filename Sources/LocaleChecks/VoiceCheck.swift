import Findings

/// `voice`: the locale has no voice file of its own: another voice file of its language, or only
/// espeak-ng's voice with another locale's words, speaks it.
public struct VoiceCheck: LocaleCheck {
    public init() {}

    public let rule = RuleDescription(
        id: "voice", severity: .warning,
        summary: "The locale is spoken by a stand-in voice.",
        why:
            "What the report plays is not what VoiceOver says in this locale: the voice or VoiceOver's words are another locale's.",
        fix: "Add a voice file for the locale to voices/ (a data change; see voices/en-US.yaml for the keys).")

    public func findings(in input: LocaleCheckInput) -> [Finding] {
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
