import Findings
import Localization

/// `plural`: a `.stringsdict` / `.xcstrings` plural without a form for a category the locale's
/// CLDR rules use (ru: one, few, many, other; ar: zero, one, two, few, many, other).
public struct PluralCheck: LocaleCheck {
    public init() {}

    public let rule = RuleDescription(
        id: "plural", severity: .error,
        summary: "A plural lacks a form the locale's grammar needs.",
        why:
            "Numbers of the missing category take the `other` form: \"5 звезды\" instead of \"5 звёзд\" is heard as a grammar mistake.",
        fix: "Add the missing categories to the plural variable (CLDR plural rules list them per language).")

    public func findings(in input: LocaleCheckInput) -> [Finding] {
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
