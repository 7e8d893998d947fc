/// CLDR cardinal plural rules for one language: which form ("1 star", "3 stars"; "1 звезда",
/// "3 звезды", "5 звёзд") a number takes.
///
/// Linux Foundation has no plural-rule API (ICU's `uplrules` is not exposed), so the rule
/// families of the languages below are written out here and tested against CLDR's data. Any other
/// language has CLDR's root rule: every number is `other`.
public struct PluralRules: Hashable, Sendable {
    /// The rule family the language uses.
    public enum Family: String, Hashable, Sendable {
        /// Every number is `other` (zh, ja, ko, vi, th, id, ms).
        case otherOnly
        /// `one` for exactly 1 without decimals (en, de, nl, sv, ...).
        case oneWithoutDecimals
        /// `one` for the value 1, with or without decimals ("1.0": bg, el, hu, tr, nb).
        case oneForTheValueOne
        /// `one` for 1 and for 0 or 1 with a fraction (da).
        case danish
        /// `one` for exactly 1 without decimals, `many` for millions (it).
        case italian
        /// `one` for 0 and 1 (integer part), `many` for millions (fr).
        case french
        /// `one` for exactly 1, `many` for millions (es).
        case spanish
        /// one / few / many / other by the last digits of the integer (ru, uk).
        case eastSlavic
        /// one / few / many / other by the last digits of the value itself, "1.0" included (be).
        case belarusian
        /// one / few / many / other with `one` only for 1 (pl).
        case polish
        /// zero / one / two / few / many / other (ar).
        case arabic
    }

    public let language: String
    public let family: Family

    /// The rules for a locale identifier such as "ru", "en-US", "zh-Hans" or "pt_BR".
    public init(locale: String) {
        let language = String(
            locale.prefix(while: { $0 != "-" && $0 != "_" }).lowercased())
        self.language = language
        family = Self.families[language] ?? .otherOnly
    }

    private static let families: [String: Family] = {
        var table: [String: Family] = [:]
        for language in ["zh", "ja", "ko", "vi", "th", "id", "ms", "yue"] { table[language] = .otherOnly }
        for language in ["en", "de", "nl", "sv", "fi", "et", "ca", "gl"] { table[language] = .oneWithoutDecimals }
        for language in ["nb", "nn", "no", "el", "hu", "tr", "bg"] { table[language] = .oneForTheValueOne }
        table["da"] = .danish
        table["it"] = .italian
        table["fr"] = .french
        table["es"] = .spanish
        for language in ["ru", "uk"] { table[language] = .eastSlavic }
        table["be"] = .belarusian
        table["pl"] = .polish
        table["ar"] = .arabic
        return table
    }()

    /// The categories this language distinguishes, `other` last.
    public var categories: [PluralCategory] {
        switch family {
        case .otherOnly: [.other]
        case .oneWithoutDecimals, .oneForTheValueOne, .danish: [.one, .other]
        case .french, .spanish, .italian: [.one, .many, .other]
        case .eastSlavic, .belarusian, .polish: [.one, .few, .many, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    public func category(for value: Int) -> PluralCategory {
        category(for: PluralOperands(value))
    }

    /// The category of a number written as decimal text ("1.5"); `other` when it is not a number.
    public func category(forDecimal text: String) -> PluralCategory {
        guard let operands = PluralOperands(decimal: text) else { return .other }
        return category(for: operands)
    }

    public func category(for operands: PluralOperands) -> PluralCategory {
        let i = operands.i
        let v = operands.v
        switch family {
        case .otherOnly:
            return .other
        case .oneWithoutDecimals:
            return i == 1 && v == 0 && operands.n == 1 ? .one : .other
        case .oneForTheValueOne:
            return operands.n == 1 ? .one : .other
        case .danish:
            return operands.n == 1 || (operands.t != 0 && (i == 0 || i == 1)) ? .one : .other
        case .italian:
            if i == 1 && v == 0 { return .one }
            return v == 0 && i != 0 && i % 1_000_000 == 0 ? .many : .other
        case .french:
            if operands.n < 2 { return .one }  // i = 0,1
            return v == 0 && i != 0 && i % 1_000_000 == 0 ? .many : .other
        case .spanish:
            if operands.n == 1 { return .one }
            return v == 0 && i != 0 && i % 1_000_000 == 0 ? .many : .other
        case .eastSlavic:
            guard v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .belarusian:
            if operands.n(modulo: 10, in: 1...1) && !operands.n(modulo: 100, in: 11...11) { return .one }
            if operands.n(modulo: 10, in: 2...4) && !operands.n(modulo: 100, in: 12...14) { return .few }
            if operands.n(modulo: 10, in: 0...0) || operands.n(modulo: 10, in: 5...9)
                || operands.n(modulo: 100, in: 11...14)
            {
                return .many
            }
            return .other
        case .polish:
            guard v == 0 else { return .other }
            if i == 1 && operands.n == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case .arabic:
            if operands.n(in: 0...0) { return .zero }
            if operands.n(in: 1...1) { return .one }
            if operands.n(in: 2...2) { return .two }
            if operands.n(modulo: 100, in: 3...10) { return .few }
            if operands.n(modulo: 100, in: 11...99) { return .many }
            return .other
        }
    }
}
