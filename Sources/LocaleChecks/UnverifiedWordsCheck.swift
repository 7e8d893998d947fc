import Findings

/// `unverified`: VoiceOver's words for this locale that no native speaker has confirmed (the
/// voice file's `unverified` list), so the listener knows which of VoiceOver's words to doubt.
public struct UnverifiedWordsCheck: LocaleCheck {
    public init() {}

    public let rule = RuleDescription(
        id: "unverified", severity: .note,
        summary: "VoiceOver's own words in this locale are not verified.",
        why:
            "Trait words, hints and states come from the voice file; where it is unverified the report's audio may not match an iPhone's.",
        fix:
            "Listen on an iPhone set to this language, correct the voice file, and remove the keys from its unverified list."
    )

    public func findings(in input: LocaleCheckInput) -> [Finding] {
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
