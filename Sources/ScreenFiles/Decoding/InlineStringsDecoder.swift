import AccessibilityModel
import AppFiles
import Localization
import Reporting

/// Reads `strings:` tables written in the screen file itself:
///
/// ```yaml
/// strings:
///   en:
///     play: Play
///     stars: {one: "%d star", other: "%d stars"}
///     summary: {format: "%#@songs@ in %@", songs: {one: "%d song", other: "%d songs"}}
/// ```
struct InlineStringsDecoder {
    let reader: NodeReader

    /// The tables by localisation, and where each key is written.
    func decode(
        _ node: SourceNode
    ) -> (tables: [String: [String: LocalizedString]], locations: [String: [String: SourceLocation]]) {
        var tables: [String: [String: LocalizedString]] = [:]
        var locations: [String: [String: SourceLocation]] = [:]
        for (locale, _, table) in reader.namedEntries(of: node, what: "strings (locale: {key: text})") ?? [] {
            var entries: [String: LocalizedString] = [:]
            for (key, keyNode, value) in reader.namedEntries(of: table, what: "the \(locale) strings") ?? [] {
                if let entry = decodeEntry(value, key: key) { entries[key] = entry }
                locations[locale, default: [:]][key] = keyNode.location(in: reader.file)
            }
            tables[locale] = entries
        }
        return (tables, locations)
    }

    private func decodeEntry(_ node: SourceNode, key: String) -> LocalizedString? {
        if case .scalar = node.value {
            return reader.string(node, what: "the text of '\(key.quotedForMessage())'").map { .text(FormatString($0)) }
        }
        guard let pairs = reader.namedEntries(of: node, what: "the plural forms of '\(key.quotedForMessage())'") else {
            return nil
        }
        let categories = Set(PluralCategory.allCases.map(\.rawValue))
        if pairs.allSatisfy({ categories.contains($0.name) }) {
            guard let forms = decodeForms(node, key: key) else { return nil }
            return .plural(format: FormatString("%#@value@"), variables: ["value": forms])
        }
        var format: FormatString?
        var variables: [String: PluralForms] = [:]
        for (name, _, value) in pairs {
            if name == "format" {
                format = reader.string(value, what: "the format of '\(key.quotedForMessage())'").map(FormatString.init)
            } else if let forms = decodeForms(value, key: "\(key).\(name)") {
                variables[name] = forms
            }
        }
        guard let format else {
            reader.error(
                node,
                "'\(key.quotedForMessage())' needs plural forms (one:, other:) or a format with variables (format: \"%#@count@\", count: {…})"
            )
            return nil
        }
        for name in format.pluralVariables where variables[name] == nil {
            reader.error(
                node,
                "the format of '\(key.quotedForMessage())' uses %#@\(name.quotedForMessage())@ but gives no forms for '\(name.quotedForMessage())'"
            )
        }
        if let problem = PluralNesting.problem(format: format, variables: variables) {
            reader.error(pairs.first { $0.name == problem.variable }?.key ?? node, problem.message(key: key))
            return nil
        }
        return .plural(format: format, variables: variables)
    }

    private func decodeForms(_ node: SourceNode, key: String) -> PluralForms? {
        var forms: [PluralCategory: FormatString] = [:]
        for (_, keyNode, value) in reader.namedEntries(
            of: node, what: "the plural forms of '\(key.quotedForMessage())'") ?? []
        {
            guard let category = reader.choice(keyNode, PluralCategory.self, what: "plural category") else { continue }
            if let text = reader.string(value, what: "the \(category.rawValue) form of '\(key.quotedForMessage())'") {
                forms[category] = FormatString(text)
            }
        }
        guard forms[.other] != nil else {
            reader.error(node, "the plural forms of '\(key.quotedForMessage())' need an 'other' form")
            return nil
        }
        return PluralForms(forms)
    }
}
