import Foundation
import Localization
import TestSupport
import Testing

/// The hand-written plural rules agree with CLDR's, as Debian's python3-babel ships them (the
/// same CLDR data ICU has), for every language the rules name and numbers written as integers
/// and as decimals.
@Suite struct PluralRulesCLDRTests {
    static let languages = [
        "ar", "be", "bg", "ca", "da", "de", "el", "en", "es", "et", "fi", "fr", "gl", "hu", "id",
        "it", "ja", "ko", "ms", "nb", "nl", "pl", "ru", "sv", "th", "tr", "uk", "vi", "zh",
    ]
    static let numbers: [String] =
        (0...130).map(String.init) + ["1000", "1000000", "2000000", "0.0", "1.0", "1.5", "2.0", "2.5", "11.0", "0.5"]

    /// CLDR's category of every number in every language, from babel.
    static func cldr() throws -> [String: [String]] {
        let script = """
            import decimal, json, sys
            from babel import Locale
            numbers = sys.argv[2:]
            result = {}
            for language in sys.argv[1].split(","):
                locale = Locale.parse(language)
                result[language] = [locale.plural_form(decimal.Decimal(n)) for n in numbers]
            print(json.dumps(result))
            """
        return try DebianPython.json(
            script, arguments: [languages.joined(separator: ",")] + numbers, needing: "python3-babel")
    }

    @Test func everyLanguageAgreesWithCLDR() throws {
        let cldr = try Self.cldr()
        for language in Self.languages {
            let rules = PluralRules(locale: language)
            let ours = Self.numbers.map { rules.category(forDecimal: $0).rawValue }
            let theirs = try #require(cldr[language])
            for (number, (mine, expected)) in zip(Self.numbers, zip(ours, theirs)) where mine != expected {
                Issue.record("\(language) \(number): \(mine), CLDR says \(expected)")
            }
        }
    }
}
