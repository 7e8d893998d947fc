import AccessibilityModel
import Foundation
import Localization
import Reporting

/// Parses a `.stringsdict` property list: each key holds `NSStringLocalizedFormatKey` and, for
/// every `%#@name@` in it, a dictionary with `NSStringFormatSpecTypeKey: NSStringPluralRuleType`,
/// `NSStringFormatValueTypeKey` and the forms `zero one two few many other`.
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
                    message: "'\(key.quotedForMessage())' needs a dictionary with NSStringLocalizedFormatKey")
            }
            let parsedFormat = FormatString(format)
            var variables: [String: PluralForms] = [:]
            for name in parsedFormat.pluralVariables {
                guard let rule = entry[name] as? [String: Any] else {
                    throw TableFailure(
                        message:
                            "'\(key.quotedForMessage())' uses %#@\(name.quotedForMessage())@ but has no '\(name.quotedForMessage())' dictionary"
                    )
                }
                guard (rule["NSStringFormatSpecTypeKey"] as? String) == "NSStringPluralRuleType" else {
                    throw TableFailure(
                        message:
                            "'\(key.quotedForMessage()).\(name.quotedForMessage())' needs NSStringFormatSpecTypeKey = NSStringPluralRuleType"
                    )
                }
                var forms: [PluralCategory: FormatString] = [:]
                for category in PluralCategory.allCases {
                    if let form = rule[category.rawValue] as? String { forms[category] = FormatString(form) }
                }
                guard forms[.other] != nil else {
                    throw TableFailure(
                        message: "'\(key.quotedForMessage()).\(name.quotedForMessage())' needs an 'other' form")
                }
                variables[name] = PluralForms(forms)
            }
            entries[key] = .plural(format: parsedFormat, variables: variables)
        }
        return entries
    }
}

/// A strings table that cannot be read, without a precise position (property lists and catalogs).
struct TableFailure: Error {
    var message: String
}
