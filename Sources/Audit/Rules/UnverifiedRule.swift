import Findings

/// `unverified`: VoiceOver's words for this locale that no native speaker has confirmed (the
/// voice file's `unverified` list), so the listener knows which of VoiceOver's words to doubt.
package struct UnverifiedRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "unverified", severity: .note,
        summary: "VoiceOver's own words in this locale are not verified.",
        why:
            "Trait words, hints and states come from the voice file; where it is unverified the report's audio may not match an iPhone's.",
        fix:
            "Listen on an iPhone set to this language, correct the voice file, and remove the keys from its unverified list."
    )

    package let guide = "Earshot's own: what the report plays is what VoiceOver says in the locale."
    /// Every voice file still lists phrases nobody has checked on an iPhone, so each locale
    /// triggers it; a locale spoken by espeak-ng alone (fi) says so.
    package let examples = RuleExamples(
        triggering: [StringsExample.button()], nonTriggering: [], locales: ["en-US", "ru", "zh-Hans"])

    package var isAboutListening: Bool { true }

    package func findings(in locale: AuditedLocale) -> [Finding] { findings(in: locale.spoken) }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let context = input.context
        if case .espeakOnly(let wordsFrom) = context.voiceStatus {
            return [
                Finding(
                    rule: rule.id, severity: rule.severity,
                    message:
                        "no voice file for \(context.locale): VoiceOver's words are \(wordsFrom)'s, none of them in \(context.locale)",
                    locale: context.locale)
            ]
        }
        let keys = context.words.unverified.sorted()
        guard !keys.isEmpty else { return [] }
        let shown = keys.prefix(Self.keysShown).joined(separator: ", ")
        return [
            Finding(
                rule: rule.id, severity: rule.severity,
                message:
                    "\(keys.count) of VoiceOver's \(context.locale) phrases are unverified: \(shown)\(keys.count > Self.keysShown ? ", …" : "")",
                locale: context.locale)
        ]
    }

    /// How many unverified keys the message names.
    static let keysShown = 8
}
