import Findings
import Localization

/// `plural`: a `.stringsdict` / `.xcstrings` plural without a form for a category the locale's
/// CLDR rules use (ru: one, few, many, other; ar: zero, one, two, few, many, other).
package struct PluralRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "plural", severity: .error,
        summary: "A plural lacks a form the locale's grammar needs.",
        why:
            "Numbers of the missing category take the `other` form: \"5 звезды\" instead of \"5 звёзд\" is heard as a grammar mistake.",
        fix: "Add the missing categories to the plural variable (CLDR plural rules list them per language).")

    package let guide = "Labels and hints: localised (every plural form the language needs)."
    package let examples = RuleExamples(
        triggering: [StringsExample.plural(ru: "{one: \"%d товар\", other: \"%d товара\"}")],
        nonTriggering: [
            StringsExample.plural(
                ru: "{one: \"%d товар\", few: \"%d товара\", many: \"%d товаров\", other: \"%d товара\"}")
        ],
        locales: ["ru"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken))
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        guard let table = input.context.ownTable,
            let entries = input.context.localizations.tables[table]
        else { return [] }
        let needed = PluralRules(locale: input.context.locale).categories
        return entries.keys.sorted().flatMap { key -> [Finding] in
            guard case .plural(_, let variables) = entries[key] else { return [] }
            return variables.keys.sorted().compactMap { name in
                let forms = variables[name]?.forms ?? [:]
                let missing = needed.filter { forms[$0] == nil }
                guard !missing.isEmpty else { return nil }
                return input.stringFinding(
                    rule, key: key, table: table,
                    message:
                        "\"\(key)\" (%#@\(name)@) lacks \(missing.map(\.rawValue).joined(separator: ", ")) for \(input.context.locale), which needs \(needed.map(\.rawValue).joined(separator: ", "))"
                )
            }
        }
    }
}
