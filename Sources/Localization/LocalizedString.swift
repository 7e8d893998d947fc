/// One entry of a strings table.
public enum LocalizedString: Hashable, Sendable {
    /// A `.strings` entry or an `.xcstrings` string unit.
    case text(FormatString)
    /// A `.stringsdict` entry (or `.xcstrings` plural variations): `NSStringLocalizedFormatKey`
    /// with `%#@name@` variables, each choosing a form by the plural category of its argument;
    /// a form may use more of the entry's variables, formatted in turn.
    case plural(format: FormatString, variables: [String: PluralForms])
}

/// The forms of one plural variable, by CLDR category.
public struct PluralForms: Hashable, Sendable {
    public var forms: [PluralCategory: FormatString]

    public init(_ forms: [PluralCategory: FormatString]) {
        self.forms = forms
    }

    /// The form for a number: `zero` when the number is 0 and a zero form exists (as Foundation
    /// does), else the language's category, else `other`.
    func form(for value: StateValue, rules: PluralRules) -> FormatString? {
        let category: PluralCategory
        switch value {
        case .int(let number):
            category = number == 0 && forms[.zero] != nil ? .zero : rules.category(for: number)
        case .string(let text):
            category = rules.category(forDecimal: text)
        case .bool(let flag):
            category = rules.category(for: flag ? 1 : 0)
        }
        return forms[category] ?? forms[.other]
    }
}
