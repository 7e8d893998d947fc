import Foundation

/// The script a locale is written in, from Foundation's locale data (CLDR's likely scripts:
/// "ru" → Cyrl, "zh-Hans" → Hans, "ja" → Jpan), for the rules that depend on it.
enum LocaleScript {
    /// The ISO 15924 code of `locale`'s script, e.g. "Latn"; nil when Foundation does not know.
    static func code(of locale: String) -> String? {
        Locale.Language(identifier: locale).script?.identifier
    }

    /// Whether `locale` is written in Latin letters.
    static func isLatin(_ locale: String) -> Bool { code(of: locale) == "Latn" }

    /// Whether `locale`'s script has upper and lower case.
    static func isCased(_ locale: String) -> Bool { code(of: locale).map(casedScripts.contains) ?? false }

    /// The scripts with upper and lower case in everyday writing (Unicode's cased letters
    /// outside these are historic or rare).
    private static let casedScripts: Set<String> = ["Latn", "Cyrl", "Grek", "Armn"]
}
