import Foundation
import Synchronization

/// The script a locale is written in, from Foundation's locale data (CLDR's likely scripts:
/// "ru" → Cyrl, "zh-Hans" → Hans, "ja" → Jpan), for the rules that depend on it.
enum LocaleScript {
    /// The ISO 15924 code of `locale`'s script, e.g. "Latn"; nil when Foundation does not know.
    /// Looked up once a locale: a rule asks on every screen, and Foundation's lookup costs more
    /// than auditing a small screen.
    static func code(of locale: String) -> String? {
        if let known = codes.withLock({ $0[locale] }) { return known }
        let code = Locale.Language(identifier: locale).script?.identifier
        codes.withLock { $0[locale] = code }
        return code
    }

    /// The codes looked up so far, by locale (nil inside when Foundation does not know).
    private static let codes = Mutex<[String: String?]>([:])

    /// Whether `locale` is written in Latin letters.
    static func isLatin(_ locale: String) -> Bool { code(of: locale) == "Latn" }

    /// Whether `locale`'s script has upper and lower case.
    static func isCased(_ locale: String) -> Bool { code(of: locale).map(casedScripts.contains) ?? false }

    /// The scripts with upper and lower case in everyday writing (Unicode's cased letters
    /// outside these are historic or rare).
    private static let casedScripts: Set<String> = ["Latn", "Cyrl", "Grek", "Armn"]
}
