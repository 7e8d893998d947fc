import Findings

/// `missing`: a key of the development language with no entry in the locale's own table; the app
/// would silently show (and VoiceOver speak) the development language's text.
package struct MissingRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "missing", severity: .error,
        summary: "A string has no translation in this locale.",
        why:
            "iOS falls back to the development language without a word: a listener hears a sentence in another language in the middle of their own.",
        fix: "Add the key to the locale's strings table.")

    package let guide = "Labels and hints: localised."
    package let examples = RuleExamples(
        triggering: [StringsExample.button(ru: "{}", zh: "{}")], nonTriggering: [StringsExample.button()],
        locales: ["ru", "zh-Hans"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken))
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let localizations = input.context.localizations
        guard !input.context.isDevelopmentLanguage,
            let development = localizations.tables[localizations.developmentLanguage]
        else { return [] }
        guard let table = input.context.ownTable, let entries = localizations.tables[table] else {
            return [
                Finding(
                    rule: rule.id, severity: rule.severity,
                    message:
                        "the app has no strings for \(input.context.locale): every string falls back to \(localizations.developmentLanguage)",
                    locale: input.context.locale)
            ]
        }
        return development.keys.sorted().filter { entries[$0] == nil }.map { key in
            input.stringFinding(
                rule, key: key, table: localizations.developmentLanguage,
                message:
                    "\"\(key)\" has no \(table) translation; \(localizations.developmentLanguage) is spoken instead")
        }
    }
}
