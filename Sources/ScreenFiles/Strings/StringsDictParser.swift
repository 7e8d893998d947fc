import AccessibilityModel
import Foundation
import Localization
import Reporting

/// Parses a `.stringsdict` property list: each key holds `NSStringLocalizedFormatKey` and, for
/// every `%#@name@` in it, a dictionary with `NSStringFormatSpecTypeKey: NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` and the forms `zero one two few many other`. A form may use
/// more variables of the same entry, whose dictionaries are read too (`PluralNesting`).
enum StringsDictParser {
    static func parse(_ data: Data) throws(TableFailure) -> [String: LocalizedString] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw TableFailure(
                message: "not a valid property list: \(error.localizedDescription.quotedForMessage(limit: 160))")
        }
        guard let dictionary = root as? [String: Any] else {
            throw TableFailure(message: "the property list's root must be a dictionary of keys")
        }
        var entries: [String: LocalizedString] = [:]
        for key in dictionary.keys.sorted() {
            guard let entry = dictionary[key] as? [String: Any],
                let format = entry["NSStringLocalizedFormatKey"] as? String
            else {
                throw TableFailure(
                    message: "'\(key.quotedForMessage())' needs a dictionary with NSStringLocalizedFormatKey",
                    keyPath: [key])
            }
            let parsedFormat = FormatString(format)
            let variables = try variables(of: parsedFormat, in: entry, key: key)
            if let problem = PluralNesting.problem(format: parsedFormat, variables: variables) {
                throw TableFailure(
                    message: problem.message(key: key), keyPath: [key] + [problem.variable].compactMap { $0 })
            }
            entries[key] = .plural(format: parsedFormat, variables: variables)
        }
        return entries
    }

    /// The variables `format` uses and, in turn, those their forms use, read from `entry`.
    private static func variables(
        of format: FormatString, in entry: [String: Any], key: String
    ) throws(TableFailure) -> [String: PluralForms] {
        var variables: [String: PluralForms] = [:]
        /// Each variable to read, and who uses it: the entry, or one of its variables.
        var waiting = format.pluralVariables.map { (name: $0, user: key) }
        var next = 0
        while next < waiting.count {
            let (name, user) = waiting[next]
            next += 1
            guard variables[name] == nil else { continue }
            guard let rule = entry[name] as? [String: Any] else {
                throw TableFailure(
                    message:
                        "'\(user.quotedForMessage())' uses %#@\(name.quotedForMessage())@ but has no '\(name.quotedForMessage())' dictionary",
                    keyPath: [key])
            }
            let forms = try pluralForms(rule, key: key, name: name)
            variables[name] = forms
            for category in PluralCategory.allCases {
                for inner in forms.forms[category]?.pluralVariables ?? [] { waiting.append((inner, "\(key).\(name)")) }
            }
        }
        return variables
    }

    /// The forms of the variable `name` of the entry `key`.
    private static func pluralForms(
        _ rule: [String: Any], key: String, name: String
    ) throws(TableFailure) -> PluralForms {
        guard (rule["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else {
            throw TableFailure(
                message:
                    "'\(key.quotedForMessage()).\(name.quotedForMessage())' needs NSStringFormatSpecTypeKey = NSStringPluralRuleType",
                keyPath: [key, name])
        }
        var forms: [PluralCategory: FormatString] = [:]
        for category in PluralCategory.allCases {
            if let form = rule[category.rawValue] as? String { forms[category] = FormatString(form) }
        }
        guard forms[.other] != nil else {
            throw TableFailure(
                message: "'\(key.quotedForMessage()).\(name.quotedForMessage())' needs an 'other' form",
                keyPath: [key, name])
        }
        return PluralForms(forms)
    }
}

/// A strings table that cannot be read. Property lists and catalogs give no positions: a
/// `.stringsdict`'s failure is placed at the key its `keyPath` names, when there is one.
struct TableFailure: Error {
    var message: String
    /// The keys leading to what is wrong in a property list: an entry, and one of its variables.
    var keyPath: [String] = []
}
