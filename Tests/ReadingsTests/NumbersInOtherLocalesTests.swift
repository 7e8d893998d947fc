import Readings
import SpeechBridge
import Testing
import Voices

/// Numbers in the locales whose voice drops part of them: the text handed to espeak-ng, and what
/// the real libespeak-ng makes of it (its phonemes), against the text as written.
@Suite struct NumbersInOtherLocalesTests {
    static let voices = try! VoiceCatalog.standard()

    struct Case: CustomTestStringConvertible, Sendable {
        var locale: String
        var written: String
        var reading: String
        /// espeak-ng's phonemes for the word the step adds (the point, per cent, minus), which
        /// the text as written does not give.
        var said: String

        var testDescription: String { "\(locale) \(written)" }
    }

    /// The readings follow each language's convention: Mandarin reads the point 点 with the
    /// digits after it one by one, a percentage 百分之…, a negative number 负…; Arabic reads the
    /// point فاصل, per cent في المئة, negative سالب; French, Spanish and Russian say the minus
    /// sign moins, menos, минус.
    static let cases = [
        Case(locale: "zh-Hans", written: "1.5", reading: "1点五", said: "t'iE"),
        Case(locale: "zh-Hans", written: "432.39美元", reading: "432点三九美元", said: "t'iE"),
        Case(locale: "zh-Hans", written: "$4.99", reading: "4点九九美元", said: "t'iE"),
        Case(locale: "zh-Hans", written: "电量 50%", reading: "电量 百分之50", said: "f'@55n"),
        Case(locale: "zh-Hans", written: "-5°C", reading: "负5°C", said: "f'u51"),
        Case(locale: "ar", written: "1٫3٪", reading: "1.3 في المِئَة", said: "s[il"),
        Case(locale: "ar", written: "50%", reading: "50 في المِئَة", said: "m'i?at"),
        Case(locale: "ar", written: "-5", reading: "سالب 5", said: "s'a:lib"),
        Case(locale: "ar", written: "١٬٢٣٤", reading: "1234", said: "?'alf"),
        Case(locale: "fr", written: "-5", reading: "moins 5", said: "mw'E~"),
        Case(locale: "fr", written: "−1,5 %", reading: "moins 1,5 %", said: "mw'E~"),
        Case(locale: "es", written: "-5", reading: "menos 5", said: "m'enos"),
        Case(locale: "ru", written: "-5", reading: "минус 5", said: "m;'inus"),
    ]

    static func phonemes(_ text: String, locale: String) throws -> String {
        let voice = try voices.profile(for: locale).espeakVoice
        return try EspeakPhonemes.phonemes(of: [text], voice: voice).joined()
    }

    @Test(arguments: cases) func theVoiceIsGivenWhatItSaysRight(_ entry: Case) throws {
        let reading = Readings.spoken(entry.written, locale: entry.locale)
        #expect(reading == entry.reading)
        #expect(!(try Self.phonemes(entry.written, locale: entry.locale)).contains(entry.said))
        #expect(try Self.phonemes(reading, locale: entry.locale).contains(entry.said))
    }

    @Test func thousandsSeparatorsAreNotPauses() {
        #expect(Readings.spoken("12,345,678", locale: "zh-Hans") == "12345678")
        #expect(Readings.spoken("¥1,200", locale: "zh-Hans") == "1200元")
        // Not a group of three digits: a list, left as written.
        #expect(Readings.spoken("1,2,3", locale: "zh-Hans") == "1,2,3")
        #expect(Readings.spoken("iOS 17.2.1", locale: "zh-Hans") == "iOS 17点二点一")
    }

    @Test func dashesAndOtherLocalesStayAsWritten() {
        for (locale, text) in [("zh-Hans", "A-1"), ("ar", "5-3"), ("fr", "pages 5-7"), ("ru", "1-2")] {
            #expect(Readings.spoken(text, locale: locale) == text)
        }
        // English and German voices say decimals, minus signs and per cent themselves.
        for locale in ["en-US", "en-GB", "de"] {
            #expect(Readings.spoken("-1.5 50% 1,234", locale: locale) == "-1.5 50% 1,234")
        }
    }

    @Test func hostileNumbersDoNotCrash() {
        for locale in ["zh-Hans", "ar", "fr"] {
            for text in ["-", "--5", "$", "5%%", "1.", ".5", "1,,234", String(repeating: "9", count: 500), "٫٬٪-١"] {
                #expect(!Readings.spoken(text, locale: locale).isEmpty)
            }
        }
    }
}
