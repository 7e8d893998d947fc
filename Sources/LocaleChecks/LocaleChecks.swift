import Findings

/// The localisation checks, in the order their findings are listed.
public enum LocaleChecks {
    /// Every check, with the duration ratio and untranslated allowlist given.
    public static func all(
        durationRatio: Double = DurationCheck.defaultRatio, allowlist: Set<String> = []
    ) -> [any LocaleCheck] {
        [
            VoiceCheck(), UnverifiedWordsCheck(), MissingTranslationCheck(),
            UntranslatedCheck(allowlist: allowlist), PlaceholderCheck(), PluralCheck(), ScriptCheck(),
            TraitWordCheck(), DurationCheck(ratio: durationRatio), CapitalLetterCheck(), TrailingPeriodCheck(),
        ]
    }

    /// What each check finds.
    public static var rules: [RuleDescription] { all().map(\.rule) }

    /// Runs `checks` over one locale.
    public static func run(_ checks: [any LocaleCheck], on input: LocaleCheckInput) -> [Finding] {
        checks.flatMap { $0.findings(in: input) }
    }
}
