import SpeechBridge
import Testing

/// What espeak-ng's own phoneme output says a voice does with a word, on the voices the
/// project ships: the cases that hand-written script tables guessed at.
@Suite struct UnsayableWordTests {
    private func heard(_ text: String, _ locale: String) throws -> [String: UnsayableWord.Kind] {
        let words = try Fixtures.synthesizer.unsayableWords(in: text, locale: locale)
        return Dictionary(words.map { ($0.word, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func kanjiWithoutAReadingAreOnlyTheirScriptsName() throws {
        // espeak-ng's Japanese voice reads kana only: 設定 is "Chinese letter" twice, in English.
        let words = try Fixtures.synthesizer.unsayableWords(in: "設定を開く", locale: "ja")
        #expect(
            words == [
                UnsayableWord(word: "設定", kind: .scriptName, rulesOf: "en"),
                UnsayableWord(word: "開", kind: .scriptName, rulesOf: "en"),
            ])
        #expect(try heard("セッテイヲヒラク", "ja").isEmpty)
        #expect(try heard("設定", "en-US") == ["設定": .scriptName])
    }

    @Test func latinWordsAreSpeltByTheJapaneseVoiceAndReadAsEnglishByOthers() throws {
        #expect(try heard("Earshot を開く", "ja")["Earshot"] == .spelt)
        let chinese = try Fixtures.synthesizer.unsayableWords(in: "打开 Earshot", locale: "zh-Hans")
        #expect(chinese == [UnsayableWord(word: "Earshot", kind: .otherRules, rulesOf: "en")])
        #expect(try heard("Открыть Earshot", "ru") == ["Earshot": .otherRules])
    }

    @Test func cyrillicInAnEnglishVoiceIsSpelt() throws {
        #expect(try heard("Привет world", "en-US") == ["Привет": .spelt])
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
}
