import Testing
import Voices

/// VoiceOver's language detection: a text's language told by its letters' script, when the
/// screen's language does not write it.
@Suite struct LanguageDetectionTests {
    @Test(arguments: [
        ("Ελλάδα", "el"), ("שלום", "he"), ("ไทย", "th"), ("العربية", "ar"), ("Русский", "ru"), ("한국어", "ko"),
        ("Հայերեն", "hy"), ("ქართული", "ka"), ("हिन्दी", "hi"), ("தமிழ்", "ta"), ("ລາວ", "lo"),
    ])
    func aScriptEnglishDoesNotWriteIsItsLanguage(_ text: String, _ language: String) {
        #expect(LanguageDetection.language(of: text, locale: "en-US") == language)
        #expect(LanguageDetection.language(of: text, locale: "en-GB") == language)
    }

    @Test func theScreensOwnScriptAndLatinAreNotSwitched() {
        #expect(LanguageDetection.language(of: "Русский", locale: "ru") == nil)
        // Ukrainian writes Cyrillic too: its own letters stay in its voice.
        #expect(LanguageDetection.language(of: "Українська", locale: "uk") == nil)
        #expect(LanguageDetection.language(of: "Settings", locale: "en-US") == nil)
        #expect(LanguageDetection.language(of: "Français", locale: "ru") == nil)
        #expect(LanguageDetection.language(of: "★ 2024", locale: "en-US") == nil)
        #expect(LanguageDetection.language(of: "العربية", locale: "ar") == nil)
    }

    @Test func hanAloneIsChineseExceptWhereTheScreensLanguageWritesIt() {
        #expect(LanguageDetection.language(of: "日本語", locale: "en-US") == "zh")
        #expect(LanguageDetection.language(of: "日本語", locale: "ja") == nil)
        #expect(LanguageDetection.language(of: "设置", locale: "zh-Hans") == nil)
        #expect(LanguageDetection.language(of: "設定を開く", locale: "en-US") == "ja")
        #expect(LanguageDetection.language(of: "設定を開く", locale: "zh-Hans") == "ja")
        #expect(LanguageDetection.language(of: "한국語", locale: "ko") == nil)
    }

    @Test func mixedScriptsAreTheScriptOfMostLetters() {
        // Six Latin letters, three Japanese: the English voice reads it.
        #expect(LanguageDetection.language(of: "iPhoneを探す", locale: "en-US") == nil)
        #expect(LanguageDetection.language(of: "Greek: Ελλάδα!", locale: "en-US") == "el")
        #expect(LanguageDetection.language(of: "Привет, world", locale: "en-US") == "ru")
        #expect(LanguageDetection.dominantScript(of: "Ελλ abc") == "Grek")
        #expect(LanguageDetection.dominantScript(of: "abc Ελλ") == nil)
        #expect(LanguageDetection.dominantScript(of: "東京へ") == "Jpan")
    }

    @Test func aSessionSpeaksEveryDetectedLanguageItHasAVoiceFor() throws {
        var asked: [String] = []
        let spoken = try SpokenLocales(locales: ["en-US"], voices: VoiceCatalog.standard()) { language in
            asked.append(language)
            return language == "el" ? "el" : nil
        }
        #expect(try spoken.catalog.profile(for: "el").espeakVoice == "el")
        // A voice file speaks its language; espeak-ng is asked only about the others.
        #expect(try spoken.catalog.profile(for: "zh").locale == "zh-Hans")
        #expect(!asked.contains("zh") && !asked.contains("ru") && asked.contains("he"))
        #expect(throws: VoiceError.self) { try spoken.catalog.profile(for: "he") }
        // Only the requested locale has a status.
        #expect(Array(spoken.statuses.keys) == ["en-US"])
    }

    @Test func everyDetectedLanguageIsNamedOnce() {
        let languages = LanguageDetection.detectedLanguages
        #expect(Set(languages).count == languages.count)
        #expect(Set(["el", "he", "th", "ar", "ru", "ja", "zh", "ko", "hy", "ka", "hi"]).isSubset(of: Set(languages)))
    }
}
