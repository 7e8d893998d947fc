import AccessibilityModel
import Foundation
import Localization
import Reporting

/// Parses an Xcode string catalog (`.xcstrings`, JSON): `sourceLanguage` and, per key and
/// language, a `stringUnit` value or `variations.plural` forms, and `substitutions` for
/// `%#@name@` variables.
enum StringCatalogParser {
    struct Catalog {
        var sourceLanguage: String?
        /// Entries by language, then key.
        var tables: [String: [String: LocalizedString]]
    }

    static func parse(_ data: Data) throws(TableFailure) -> Catalog {
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw TableFailure(message: "a string catalog is a JSON object with 'strings'")
            }
            root = object
        } catch let failure as TableFailure {
            throw failure
        } catch {
            throw TableFailure(message: "not valid JSON: \(error.localizedDescription.quotedForMessage(limit: 160))")
        }
        guard let strings = root["strings"] as? [String: Any] else {
            throw TableFailure(message: "a string catalog needs a 'strings' object")
        }
        var catalog = Catalog(sourceLanguage: root["sourceLanguage"] as? String, tables: [:])
        for key in strings.keys.sorted() {
            guard let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] else {
                continue
            }
            for (language, body) in localizations {
                guard let body = body as? [String: Any] else { continue }
                catalog.tables[language, default: [:]][key] = try entry(body, key: "\(key) (\(language))")
            }
        }
        return catalog
    }

    private static func entry(_ body: [String: Any], key: String) throws(TableFailure) -> LocalizedString {
        if let forms = try pluralForms(body, key: key) {
            return .plural(format: FormatString("%#@value@"), variables: ["value": forms])
        }
        guard let value = (body["stringUnit"] as? [String: Any])?["value"] as? String else {
            throw TableFailure(
                message: "'\(key.quotedForMessage())' needs a stringUnit with a value or plural variations")
        }
        let format = FormatString(value)
        guard let substitutions = body["substitutions"] as? [String: Any] else { return .text(format) }
        var variables: [String: PluralForms] = [:]
        for (name, substitution) in substitutions {
            guard let substitution = substitution as? [String: Any],
                let forms = try pluralForms(
                    substitution, key: "\(key).\(name)", argument: substitution["formatSpecifier"] as? String)
            else {
                throw TableFailure(
                    message:
                        "substitution '\(name.quotedForMessage())' of '\(key.quotedForMessage())' needs plural variations"
                )
            }
            variables[name] = forms
        }
        if let problem = PluralNesting.problem(format: format, variables: variables) {
            throw TableFailure(message: problem.message(key: key))
        }
        return .plural(format: format, variables: variables)
    }

    /// Plural variations; in a substitution, `%arg` stands for its argument with `argument`'s specifier.
    private static func pluralForms(
        _ body: [String: Any], key: String, argument: String? = nil
    ) throws(TableFailure) -> PluralForms? {
        guard let plural = (body["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [PluralCategory: FormatString] = [:]
        for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name),
                let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
            else {
                throw TableFailure(
                    message: "'\(key.quotedForMessage())' has an unreadable plural form '\(name.quotedForMessage())'")
            }
            forms[category] = FormatString(
                argument.map { value.replacingOccurrences(of: "%arg", with: "%" + $0) } ?? value)
        }
        guard forms[.other] != nil else {
            throw TableFailure(message: "'\(key.quotedForMessage())' needs an 'other' plural form")
        }
        return PluralForms(forms)
    }
}
