import Foundation

/// An app's strings tables, one per localisation ("en", "zh-Hans", "ru", "Base"), merged across
/// table files (`Localizable.strings`, `.stringsdict`, `.xcstrings`, and inline tables).
public struct Localizations: Hashable, Sendable {
    /// The language every key must exist in, and the last fallback (CFBundleDevelopmentRegion).
    public var developmentLanguage: String
    /// Entries by localisation name, then key.
    public var tables: [String: [String: LocalizedString]]

    public init(developmentLanguage: String = "en", tables: [String: [String: LocalizedString]] = [:]) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
    }

    /// The localisations present, sorted.
    public var localizationNames: [String] { tables.keys.sorted() }

    /// The table names tried for a locale, best first: the locale itself, its language and script
    /// ("zh-Hans" for "zh-Hans-CN", "zh-CN" or plain "zh"), its language, then the development
    /// language and "Base".
    public func fallbackChain(for locale: String) -> [String] {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        var wanted: [String] = [parts.joined(separator: "-")]
        if let language = parts.first {
            if language.lowercased() == "zh" {
                let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0.lowercased()) }
                wanted.append(traditional ? "zh-Hant" : "zh-Hans")
            } else if parts.count > 2 {
                wanted.append(parts[0...1].joined(separator: "-"))
            }
            wanted.append(language)
        }
        wanted += [developmentLanguage, "Base"]
        var chain: [String] = []
        for name in wanted {
            if let match = tables.keys.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }),
                !chain.contains(match)
            {
                chain.append(match)
            }
        }
        return chain
    }

    /// The strings for one locale, ready for lookups.
    public func strings(for locale: String) -> LocaleStrings {
        LocaleStrings(
            locale: locale,
            tables: fallbackChain(for: locale).map { (PluralRules(locale: $0), tables[$0] ?? [:]) })
    }
}

/// An app's strings seen from one locale: a lookup walks the fallback chain.
public struct LocaleStrings: Sendable {
    public let locale: String
    /// The plural rules of the requested locale (used by the `plural` filter).
    public let pluralRules: PluralRules
    let tables: [(rules: PluralRules, entries: [String: LocalizedString])]

    init(locale: String, tables: [(PluralRules, [String: LocalizedString])]) {
        self.locale = locale
        pluralRules = PluralRules(locale: locale)
        self.tables = tables.map { (rules: $0.0, entries: $0.1) }
    }

    /// The text for a key formatted with arguments, or the key itself when no table has it (as
    /// NSLocalizedString does). A plain entry without arguments is returned unformatted.
    public func string(_ key: String, arguments: [StateValue] = []) -> String {
        for table in tables {
            guard let entry = table.entries[key] else { continue }
            switch entry {
            case .text(let format):
                return arguments.isEmpty ? format.source : format.format(arguments) { _, _ in "" }
            case .plural(let format, let variables):
                var budget = PluralNesting.maximumFormatted
                return Self.format(
                    format, arguments, firstArgument: 0, variables: variables, rules: table.rules, budget: &budget)
            }
        }
        return key
    }

    /// `format` with each plural variable in the form for its argument, and the variables of
    /// that form in turn. At most `budget` variables are formatted, each taking one from it, so
    /// that even an entry built in code whose variables use each other in a cycle ends (a table
    /// read from a file has neither, `PluralNesting`); a variable past them is left out.
    private static func format(
        _ format: FormatString, _ arguments: [StateValue], firstArgument: Int, variables: [String: PluralForms],
        rules: PluralRules, budget: inout Int
    ) -> String {
        format.format(arguments, firstArgument: firstArgument) { name, index in
            guard budget > 0, let forms = variables[name], arguments.indices.contains(index),
                let form = forms.form(for: arguments[index], rules: rules)
            else { return "" }
            budget -= 1
            return Self.format(
                form, arguments, firstArgument: index, variables: variables, rules: rules, budget: &budget)
        }
    }
}
