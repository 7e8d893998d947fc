import Findings
import Foundation
import Localization

/// `placeholder`: format leftovers spoken aloud (`%@`, `%1$@`, `%d`, `{name}`), and translations
/// taking another number of arguments than the development string.
package struct PlaceholderRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "placeholder", severity: .error,
        summary: "A format placeholder is spoken, or a translation takes another number of arguments.",
        why:
            "VoiceOver reads a leftover placeholder as punctuation and letters (\"percent at\"); a missing argument drops the number the sentence is about.",
        fix: "Give the string its arguments, and keep as many placeholders as the development string has.")

    package let guide = "Labels and hints: localised (a translation keeps the string's arguments)."
    package let examples = RuleExamples(
        triggering: [StringsExample.button(ru: "{add: \"Добавить %@\"}", zh: "{add: \"添加%@\"}")],
        nonTriggering: [StringsExample.button()], locales: ["ru", "zh-Hans"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.screens.flatMap(leftovers(in:)) + locale.withSpeech(argumentCounts(in: locale.spoken))
    }

    /// Placeholders left in the text each reachable element speaks, placed on the label or hint
    /// holding the first.
    private func leftovers(in screen: AuditedScreen) -> [Finding] {
        screen.nodes.withUnsafeBufferPointer { nodes in
            screen.order.indices.filter { position in
                // Most texts hold neither "%" nor "{", told without copying the node.
                let index = screen.order[position]
                return Self.mayHold(nodes[index].label) || Self.mayHold(nodes[index].value)
                    || Self.mayHold(nodes[index].hint)
            }
        }.compactMap { position in
            let node = screen.nodes[screen.order[position]]
            let texts: [(attribute: String, text: String?, about: ElementText?)] = [
                ("label", node.label, .label), ("value", node.value, nil), ("hint", node.hint, .hint),
            ]
            let found = texts.flatMap { attribute, text, about in
                Self.placeholders(in: text ?? "").map { (about, "\($0) in the \(attribute)") }
            }
            guard let first = found.first else { return nil }
            return screen.finding(
                rule, at: position, "format leftover spoken: \(found.map(\.1).joined(separator: ", "))",
                about: first.0)
        }
    }

    /// Translations whose argument count differs from the development string's.
    private func argumentCounts(in input: SpokenLocale) -> [Finding] {
        let localizations = input.context.localizations
        guard !input.context.isDevelopmentLanguage, let table = input.context.ownTable,
            let entries = localizations.tables[table],
            let development = localizations.tables[localizations.developmentLanguage]
        else { return [] }
        return entries.keys.sorted().compactMap { key in
            guard let entry = entries[key], let original = development[key] else { return nil }
            let expected = Self.argumentCount(original)
            let actual = Self.argumentCount(entry)
            guard expected != actual else { return nil }
            return input.stringFinding(
                rule, key: key, table: table,
                message:
                    "\"\(key)\" takes \(actual) argument(s) in \(table) but \(expected) in \(localizations.developmentLanguage)"
            )
        }
    }

    /// Conversions of printf-style formats (`%@`, `%1$@`, `%d`, `%lld`, `%.1f`, `%#@name@`) and
    /// brace placeholders (`{name}`) found in `text`; `%%` is a percent sign.
    static func placeholders(in text: String) -> [String] {
        guard mayHold(text) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }.filter { $0 != "%%" }
    }

    /// Whether `text` has a mark a placeholder starts with.
    static func mayHold(_ text: String?) -> Bool {
        text?.utf8.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "{") } ?? false
    }

    /// The arguments a table entry takes: its distinct positions, or its conversions in order.
    static func argumentCount(_ entry: LocalizedString) -> Int {
        switch entry {
        case .text(let format):
            return conversions(in: format.source)
        case .plural(let format, let variables):
            let inForms = variables.values.flatMap { $0.forms.values.map { conversions(in: $0.source) } }
            return max(conversions(in: format.source), inForms.max() ?? 0)
        }
    }

    private static func conversions(in format: String) -> Int {
        let found = placeholders(in: format).filter { $0.hasPrefix("%") }
        let positions = found.compactMap { placeholder -> Int? in
            guard let dollar = placeholder.firstIndex(of: "$") else { return nil }
            return Int(placeholder[placeholder.index(after: placeholder.startIndex)..<dollar])
        }
        return positions.count == found.count && !positions.isEmpty ? Set(positions).count : found.count
    }

    private static let pattern = try! NSRegularExpression(
        pattern:
            #"%%|%#@[A-Za-z_][A-Za-z0-9_]*@|%(?:[0-9]+\$)?[-+ 0#]*[0-9]*(?:\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfFeEgGcCsSaAp]|\{[A-Za-z_][A-Za-z0-9_]*\}"#
    )
}
