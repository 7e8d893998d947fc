import Findings
import Localization

/// `untranslated`: a translation identical to the development language's text. In a locale
/// written in another script that is always a mistake; in a cased locale of the same script it
/// may be a name, so an allowlist covers those.
package struct UntranslatedRule: AuditRule {
    /// Texts that are the same in every language (brand names, units); compared exactly.
    package var allowlist: Set<String>

    package init(allowlist: Set<String> = []) {
        self.allowlist = allowlist
    }

    package let rule = RuleDescription(
        id: "untranslated", severity: .warning,
        summary: "A translation is the development language's text, unchanged.",
        why:
            "The locale's voice reads it with its own rules, often letter by letter; a listener hears something close to noise.",
        fix: "Translate it, or add it to the allowlist when it is a name that stays the same.")

    package let guide = "Labels and hints: localised."
    package let examples = RuleExamples(
        triggering: [StringsExample.button(ru: "{add: Add}", zh: "{add: Add}")],
        nonTriggering: [StringsExample.button()], locales: ["ru", "zh-Hans"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken))
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let context = input.context
        let localizations = context.localizations
        guard !context.isDevelopmentLanguage, let table = context.ownTable,
            let entries = localizations.tables[table],
            let development = localizations.tables[localizations.developmentLanguage]
        else { return [] }
        let otherScript = !LocaleScript.isLatin(context.locale)
        return entries.keys.sorted().compactMap { key in
            guard let entry = entries[key], let original = development[key], entry == original,
                let text = Self.text(of: entry), !allowlist.contains(text),
                text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
            else { return nil }
            return input.stringFinding(
                rule, key: key, table: table,
                message:
                    "\"\(key)\" is \"\(text.quotedForFinding)\" in \(table), as in \(localizations.developmentLanguage)",
                detail: otherScript
                    ? "\(context.locale) is not written in Latin letters: the \(context.voice.espeakVoice) voice will not read this as words"
                    : nil)
        }
    }

    static func text(of entry: LocalizedString) -> String? {
        switch entry {
        case .text(let format): format.source
        case .plural(let format, _): format.source
        }
    }
}

extension String {
    /// Text quoted in a finding's message: one line, cut to about 80 characters.
    var quotedForFinding: String {
        let line = replacingOccurrences(of: "\n", with: " ")
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}
