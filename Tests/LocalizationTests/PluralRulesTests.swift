import Localization
import Testing

@Suite struct PluralRulesTests {
    func categories(_ locale: String, _ numbers: ClosedRange<Int>) -> [PluralCategory] {
        let rules = PluralRules(locale: locale)
        return numbers.map { rules.category(for: $0) }
    }

    @Test func russianOneFewManyOther() {
        let rules = PluralRules(locale: "ru-RU")
        for number in [1, 21, 31, 101, 1001] { #expect(rules.category(for: number) == .one, "\(number)") }
        for number in [2, 3, 4, 22, 23, 24, 102, 1004] { #expect(rules.category(for: number) == .few, "\(number)") }
        for number in Array(5...20) + [0, 25, 26, 30, 100, 111, 112, 114] {
            #expect(rules.category(for: number) == .many, "\(number)")
        }
        for fraction in ["1.5", "0.1", "2.0", "21.3"] {
            #expect(rules.category(forDecimal: fraction) == .other, "\(fraction)")
        }
        #expect(rules.category(for: -21) == .one)
    }

    @Test func ukrainianMatchesRussian() {
        #expect(categories("uk", 0...25) == categories("ru", 0...25))
    }

    @Test func englishAndGerman() {
        for locale in ["en", "en-GB", "de"] {
            #expect(categories(locale, 0...3) == [.other, .one, .other, .other])
            #expect(PluralRules(locale: locale).category(forDecimal: "1.0") == .other)
        }
    }

    @Test func chineseAndJapaneseHaveOnlyOther() {
        #expect(Set(categories("zh-Hans", 0...30)) == [.other])
        #expect(Set(categories("ja", 0...30)) == [.other])
    }

    @Test func frenchAndSpanish() {
        #expect(categories("fr", 0...2) == [.one, .one, .other])
        #expect(PluralRules(locale: "fr").category(forDecimal: "1.5") == .one)
        #expect(PluralRules(locale: "fr").category(for: 1_000_000) == .many)
        #expect(categories("es", 0...2) == [.other, .one, .other])
        #expect(PluralRules(locale: "es").category(for: 2_000_000) == .many)
    }

    @Test func polish() {
        let rules = PluralRules(locale: "pl")
        #expect(
            [1, 2, 4, 5, 12, 21, 22, 25, 0].map(rules.category(for:)) == [
                .one, .few, .few, .many, .many, .many, .few, .many, .many,
            ])
        #expect(rules.category(forDecimal: "1.5") == .other)
    }

    @Test func arabic() {
        let rules = PluralRules(locale: "ar")
        #expect(
            [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map(rules.category(for:))
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        #expect(rules.category(forDecimal: "3.5") == .other)
    }

    @Test func unknownLanguagesUseTheRootRule() {
        #expect(Set(categories("xx", 0...5)) == [.other])
        #expect(PluralRules(locale: "ru").categories == [.one, .few, .many, .other])
    }
}
