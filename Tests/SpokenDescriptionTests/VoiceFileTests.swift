import Foundation
import SpokenDescription
import Testing
import VoiceOverWords
import Voices

/// The phrase tables in voices/*.yaml: complete, consistent, and usable.
@Suite struct VoiceFileTests {
    static let locales = ["en-US", "en-GB", "zh-Hans", "ru", "de", "fr", "es", "ja", "ar"]

    @Test func everyLocaleIsThere() {
        #expect(Set(Support.catalog.locales) == Set(Self.locales))
    }

    @Test func englishDefinesEveryPhraseKeyAndNothingElse() throws {
        let english = try Support.catalog.phraseTable(for: "en-US")
        #expect(Set(english.phrases.keys) == Set(PhraseKey.allCases.map(\.rawValue)))
    }

    @Test(arguments: locales) func hasEveryKeyEnglishHas(_ locale: String) throws {
        let english = try Support.catalog.phraseTable(for: "en-US")
        let profile = try Support.catalog.phraseTable(for: locale)
        let missing = Set(english.phrases.keys).subtracting(profile.phrases.keys)
        let extra = Set(profile.phrases.keys).subtracting(english.phrases.keys)
        #expect(missing.isEmpty, "voices/\(locale).yaml lacks \(missing.sorted())")
        #expect(extra.isEmpty, "voices/\(locale).yaml has unknown keys \(extra.sorted())")
        #expect(profile.phrases.values.allSatisfy { !$0.isEmpty })
    }

    @Test(arguments: locales) func unverifiedNamesOnlyExistingKeysOnce(_ locale: String) throws {
        let profile = try Support.catalog.phraseTable(for: locale)
        let unknown = profile.unverified.filter { profile.phrases[$0] == nil }
        #expect(unknown.isEmpty, "voices/\(locale).yaml marks unknown keys \(unknown)")
        #expect(Set(profile.unverified).count == profile.unverified.count)
    }

    @Test(arguments: locales) func loadsIntoADescriber(_ locale: String) throws {
        let profile = try Support.catalog.phraseTable(for: locale)
        let phrases = try Phrases(table: profile)
        #expect(phrases.locale == locale)
    }

    @Test func wordsWithoutAPublicTableAreMarkedUnverified() throws {
        let chinese = try Support.catalog.phraseTable(for: "zh-Hans")
        #expect(
            Set(chinese.phrases.keys).subtracting(chinese.unverified) == [
                "trait.button", "trait.notEnabled",
            ])
        for locale in ["fr", "es", "ja", "ar"] {
            let profile = try Support.catalog.phraseTable(for: locale)
            #expect(profile.unverified.contains("trait.button"), "\(locale)")
            #expect(profile.unverified.contains("hint.adjustable"), "\(locale)")
        }
        let german = try Support.catalog.phraseTable(for: "de")
        #expect(german.unverified.contains("trait.switchButton"))
        #expect(!german.unverified.contains("trait.button"))
    }

    @Test func referenceTableWordsAreExact() throws {
        let expectations: [String: [String: String]] = [
            "ru": [
                "trait.button": "Кнопка.", "trait.notEnabled": "Недоступно.",
                "context.series": "%1$@ из %2$@.",
            ],
            "de": [
                "trait.button": "Taste.", "trait.notEnabled": "Grau dargestellt.",
                "trait.link": "Hyperlink.",
            ],
            "zh-Hans": ["trait.button": "按钮。", "trait.notEnabled": "变灰。"],
        ]
        for (locale, words) in expectations {
            let profile = try Support.catalog.phraseTable(for: locale)
            for (key, word) in words { #expect(profile.phrases[key] == word, "\(locale) \(key)") }
        }
    }

    /// Words whose letters mix Latin with Cyrillic or Greek: a Latin "o" or "C" hidden in a
    /// Russian word looks right and is read wrongly (docs/voiceover-behaviour.md §3.11).
    static func mixedScriptWords(in text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { word in
            let scripts = Set(word.unicodeScalars.compactMap(Self.script))
            return scripts.count > 1
        }
    }

    private static func script(_ scalar: Unicode.Scalar) -> String? {
        guard scalar.properties.isAlphabetic else { return nil }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: return "Latin"
        case 0x370...0x3FF, 0x1F00...0x1FFF: return "Greek"
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return "Cyrillic"
        default: return nil
        }
    }

    @Test func theLookAlikeCheckCatchesTheReferencesHint() {
        // The reference's ru text-field hint, with Latin o, e and C among the Cyrillic letters.
        let reference =
            "Используйте ротор для доступа к o\u{431}\u{44A}e\u{43A}\u{442}\u{443}: C\u{43B}\u{43E}\u{432}\u{430} с ошибками"
        #expect(Self.mixedScriptWords(in: reference).count == 2)
        #expect(Self.mixedScriptWords(in: "Кнопка-переключатель. Wi-Fi.").isEmpty)
    }

    @Test(arguments: locales) func noWordMixesLatinLookAlikesIntoAnotherScript(_ locale: String) throws {
        let profile = try Support.catalog.phraseTable(for: locale)
        for (key, phrase) in profile.phrases {
            let mixed = Self.mixedScriptWords(in: phrase)
            #expect(mixed.isEmpty, "voices/\(locale).yaml \(key): \(mixed) mix scripts")
        }
    }

    /// Where the reference's transcription is wrong, the voice file keeps the right word and says
    /// why on the phrase's line.
    @Test func correctedReferenceWordsAreKeptAndExplained() throws {
        let corrections: [(locale: String, key: String, word: String)] = [
            ("ru", "context.landmarkEnd", "Конец ориентира."),
            ("ru", "table.rowSpan", "Охватывает строк: %@."),
            ("ru", "table.columnSpan", "Охватывает столбцов: %@."),
            ("ru", "trait.textField", "Текстовое поле."),
            ("ru", "hint.textField", "Коснитесь дважды, чтобы редактировать."),
            ("ru", "hint.textFieldEditing", "Используйте ротор для доступа к объекту: Слова с ошибками"),
            ("de", "hint.textFieldEditing", "Den Rotor für den Zugriff auf „Rechtschreibfehler“ verwenden"),
        ]
        for (locale, key, word) in corrections {
            #expect(try Support.catalog.phraseTable(for: locale).phrases[key] == word, "\(locale) \(key)")
            let text = try String(
                contentsOf: Support.voicesDirectory.appendingPathComponent("\(locale).yaml"),
                encoding: .utf8)
            let line = text.split(separator: "\n").first { $0.hasPrefix("  \(key):") }
            #expect(line?.contains("# departs: ") == true, "\(locale) \(key) has no reason")
        }
    }

    @Test func missingKeyIsReportedClearly() throws {
        var profile = try Support.catalog.phraseTable(for: "fr")
        profile.phrases["trait.button"] = nil
        #expect(throws: PhraseError.missing(key: "trait.button", locale: "fr")) {
            try Phrases(table: profile)
        }
        #expect(
            PhraseError.missing(key: "trait.button", locale: "fr").description.contains(
                "voices/fr.yaml"))
    }

    @Test(arguments: ["%1$@ of", "%@ %@ %@.", "%1$@ of %3$@", "%d of %@"])
    func badPlaceholdersAreRefused(_ series: String) throws {
        var profile = try Support.catalog.phraseTable(for: "en-US")
        profile.phrases["context.series"] = series
        #expect(
            throws: PhraseError.badPlaceholders(key: "context.series", locale: "en-US", expected: 2)
        ) {
            try Phrases(table: profile)
        }
    }

    @Test func formatsFillTheirPlaceholders() throws {
        var profile = try Support.catalog.phraseTable(for: "en-US")
        profile.phrases["context.series"] = "%2$@: %1$@ (100%%)."
        let phrases = try Phrases(table: profile)
        #expect(phrases.text(.series, "2", "3") == "3: 2 (100%).")
        #expect(phrases.text(.tableRow, "7") == "Row 7.")
        #expect(phrases.text(.button) == "Button.")
    }

    @Test func voiceFilesKeepTheirHeaderComment() throws {
        for locale in Self.locales {
            let text = try String(
                contentsOf: Support.voicesDirectory.appendingPathComponent("\(locale).yaml"),
                encoding: .utf8)
            #expect(text.contains("How to edit phrases"), "\(locale)")
        }
    }
}
