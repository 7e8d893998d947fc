import SpeechBridge
import Testing

/// What espeak-ng's own phoneme output says a voice does with a word, on the voices the
/// project ships: the cases that hand-written script tables guessed at.
@Suite struct UnsayableWordTests {
    private func unsayable(_ text: String, _ locale: String) throws -> [UnsayableWord] {
        try EspeakPhonemes.unsayableWords(in: text, voice: Fixtures.voices.profile(for: locale).espeakVoice)
    }

    private func heard(_ text: String, _ locale: String) throws -> [String: UnsayableWord.Kind] {
        let words = try unsayable(text, locale)
        return Dictionary(words.map { ($0.word, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func kanjiWithoutAReadingAreOnlyTheirScriptsName() throws {
        // espeak-ng's Japanese voice reads kana only: 設定 is "Chinese letter" twice, in English.
        let words = try unsayable("設定を開く", "ja")
        #expect(
            words == [
                UnsayableWord(word: "設定", kind: .scriptName, rulesOf: "en"),
                UnsayableWord(word: "開", kind: .scriptName, rulesOf: "en"),
            ])
        #expect(try heard("セッテイヲヒラク", "ja").isEmpty)
        #expect(try heard("設定", "en-US") == ["設定": .scriptName])
        // A kanji the dictionary has no reading for, before kana, is dropped.
        #expect(try heard("齉ノセッテイ", "ja") == ["齉": .silent])
    }

    @Test func latinWordsAreSpeltByTheJapaneseVoiceAndReadAsEnglishByOthers() throws {
        #expect(try heard("Earshot を開く", "ja")["Earshot"] == .spelt)
        let chinese = try unsayable("打开 Earshot", "zh-Hans")
        #expect(chinese == [UnsayableWord(word: "Earshot", kind: .otherRules, rulesOf: "en")])
        #expect(try heard("Открыть Earshot", "ru") == ["Earshot": .otherRules])
    }

    /// "учетной" (a real app's label, "Профиль учетной записи") opens with the sounds of "у"
    /// and "че" said alone, as many words do whose first letter is said as itself: read whole.
    @Test func aWordOpeningWithAVowelsNameIsNotTakenForSpelling() throws {
        #expect(try heard("Профиль учетной записи", "ru").isEmpty)
        #expect(try heard("Уже", "ru").isEmpty)
    }

    @Test func aWordBegunLetterByLetterIsSpelt() throws {
        // The Chinese voice reads Latin as pinyin: "WiFi" is "double-u, i, fi".
        #expect(try heard("WiFi 设置", "zh-Hans") == ["WiFi": .spelt])
        #expect(try heard("iPhone eBay Xbox", "en-US").isEmpty)
    }

    @Test func cyrillicInAnEnglishVoiceIsSpelt() throws {
        #expect(try heard("Привет world", "en-US") == ["Привет": .spelt])
    }

    /// The English voices name each letter of these scripts ("epsilon, lambda…", "Hebrew shin…",
    /// "Thai letter…", "Arabic alif…"): the Greek names said reduced in the word, the uncased
    /// scripts' names beginning with the script's.
    @Test(arguments: ["en-US", "en-GB"])
    func greekHebrewThaiAndArabicAreSpeltByTheEnglishVoices(_ locale: String) throws {
        let said = try heard("Ελλάδα שלום ไทย العربية", locale)
        #expect(said == ["Ελλάδα": .spelt, "שלום": .spelt, "ไทย": .spelt, "العربية": .spelt])
    }

    @Test func thaiIsSpeltByTheSpanishVoice() throws {
        #expect(try heard("ไทย", "es") == ["ไทย": .spelt])
    }

    @Test(arguments: ["en-US", "en-GB"])
    func namesSpeltByDesignAreNotFindings(_ locale: String) throws {
        #expect(try heard("iOS tvOS macOS watchOS eSIM", locale).isEmpty)
    }

    @Test func capitalsAndNumbersAreMeantAsTheyAreSaid() throws {
        #expect(try heard("OK USB 2024", "en-US").isEmpty)
        #expect(try heard("Настройки Wi-Fi", "ru")["Wi-Fi"] == .otherRules)
    }

    @Test func symbolsNoVoiceSaysAreSilent() throws {
        #expect(try heard("★ Favourites", "en-US") == ["★": .silent])
        #expect(try heard("→", "en-US").isEmpty)
    }

    @Test func everyWordOfTheVoicesOwnLanguageIsSaid() throws {
        #expect(try heard("Notifications, Settings. Double tap to open.", "en-US").isEmpty)
        #expect(try heard("Уведомления. Настройки.", "ru").isEmpty)
        #expect(try heard("设置。通知。", "zh-Hans").isEmpty)
        #expect(try heard("Paramètres. Écouter", "fr").isEmpty)
        #expect(try heard("مرحبا بالعالم", "ar").isEmpty)
    }

    /// espeak-ng 1.51 leaves out the word events of the first synthesis after a run of phoneme
    /// lookups (an audit between two utterances, in the live REPL or the workshop): the next
    /// speech still has its word marks.
    @Test func speechAfterManyLookupsKeepsItsWordMarks() throws {
        let words = (1...40).map { "word\($0)" }
        _ = try EspeakPhonemes.phonemes(of: words, voice: "en-us")
        let buffer = try Fixtures.speak("Button.")
        #expect(buffer.marks.map(\.length) == [6])
    }
}
