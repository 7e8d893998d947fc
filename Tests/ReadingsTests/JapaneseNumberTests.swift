import Foundation
import Readings
import Testing

/// Japanese numbers, counters, dates and decimals, read as a speaker says them. The expected
/// readings in `Fixtures/japanese-numbers.tsv` are written by hand from the sources in
/// `Fixtures/SOURCES.md`: the IPA dictionary's entries for the words, published counter tables
/// for the numbers.
@Suite struct JapaneseNumberTests {
    struct Case {
        var text: String
        var expected: String
        var rule: String
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/japanese-numbers.tsv")

    static func cases() throws -> [Case] {
        try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Case(text: fields[0], expected: fields[1], rule: fields.count > 2 ? fields[2] : "")
            }
    }

    /// Kana in one script, katakana, so that a reading written in hiragana compares with the
    /// step's katakana.
    static func katakana(_ text: String) -> String {
        text.applyingTransform(.hiraganaToKatakana, reverse: false) ?? text
    }

    /// The strings the reading step gets wrong: listed in docs/languages.md, and no more than 5%.
    static let knownMisses: Set<String> = ["山田太郎さん 他2人"]

    @Test func atLeastNinetyFivePercentOfTheTableIsSpokenRight() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 100)
        var misses: [String] = []
        for entry in cases {
            let reading = Readings.read(entry.text, locale: "ja")
            if Self.katakana(reading) != Self.katakana(entry.expected) {
                misses.append(entry.text)
                #expect(
                    Self.knownMisses.contains(entry.text),
                    "\(entry.text) → \(reading), expected \(entry.expected) (\(entry.rule))")
            }
        }
        #expect(Set(misses) == Self.knownMisses, "a miss listed in the docs is now read right: update them")
        #expect(Double(cases.count - misses.count) / Double(cases.count) >= 0.95)
    }

    @Test func numbersWithoutKanjiAreReadToo() {
        // Text of kana and digits only, and ASCII digits alone, reach the Japanese step.
        #expect(Readings.spoken("10:30", locale: "ja") == "ジュウジサンジュップン")
        #expect(Readings.spoken("残り4ページ", locale: "ja-JP").hasSuffix("ヨンページ"))
        // Other locales keep their digits for espeak-ng.
        #expect(Readings.spoken("10:30", locale: "en-US") == "10:30")
        #expect(Readings.read("4月1日", locale: "zh-Hans") == "4月1日")
    }

    @Test func aDashBetweenNumbersIsNotASign() {
        #expect(Readings.read("1-2", locale: "ja") == "イチ-ニ")
        #expect(Readings.read("A-1", locale: "ja") == "A-イチ")
    }

    @Test func hostileNumbersDoNotCrash() {
        let long = String(repeating: "9", count: 40)
        #expect(Readings.read(long, locale: "ja") == String(repeating: "キュウ", count: 40))
        #expect(!Readings.read("1,2,3,,4.", locale: "ja").contains { $0.isASCII && $0.isNumber })
        #expect(Readings.read("99:99 25:00 1.2.3.4 ¥ $ - ,", locale: "ja").count > 0)
        #expect(Readings.read("１２３４５６７８９０万億兆", locale: "ja").count > 0)
        #expect(Readings.read("9999999999999999万", locale: "ja").count > 0)
        #expect(Readings.read("0.0.0", locale: "ja") == "レイテンレイテンレイ")
    }
}
