import Foundation
import Readings
import Testing
import VoiceOverWords
import Voices

/// VoiceOver's own phrases, every one of every voice file, are spoken as written: Japanese ones
/// as `Fixtures/japanese-phrases.tsv` says them (readings written from the IPA dictionary's
/// entries, and from the voice file's `readings:` where the dictionary is wrong: 値 is あたい in
/// 値を調整, not ね), the others handed to their voice unchanged.
@Suite struct VoicePhraseReadingTests {
    static let voices = try! VoiceCatalog.standard()

    /// A phrase as VoiceOver says it, its placeholders filled with 3.
    static func filled(_ phrase: String) -> String {
        var text = phrase
        for placeholder in ["%1$@", "%2$@", "%@"] { text = text.replacing(placeholder, with: "3") }
        return text.replacing("%%", with: "%")
    }

    static func japaneseReadings() throws -> [String: String] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/japanese-phrases.tsv")
        var readings: [String: String] = [:]
        for line in try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t").map(String.init)
            readings[fields[0]] = fields[1]
        }
        return readings
    }

    @Test func everyJapanesePhraseIsSpokenAsWritten() throws {
        let table = try Self.voices.phraseTable(for: "ja")
        let expected = try Self.japaneseReadings()
        #expect(
            Set(expected.keys) == Set(table.phrases.keys), "every phrase of voices/ja.yaml has a reading in the table")
        for (key, phrase) in table.phrases {
            let reading = Readings.spoken(Self.filled(phrase), locale: "ja")
            #expect(!reading.unicodeScalars.contains(where: JapaneseReading.isKanji), "\(key): \(reading)")
            #expect(
                JapaneseNumberTests.katakana(reading) == JapaneseNumberTests.katakana(expected[key] ?? ""),
                "\(key): \(phrase) → \(reading)")
        }
    }

    @Test(arguments: try! voices.loadAll().map(\.locale).filter { Readings.language(of: $0) != "ja" })
    func otherPhrasesReachTheirVoiceUnchanged(locale: String) throws {
        let table = try Self.voices.phraseTable(for: locale)
        #expect(!table.phrases.isEmpty)
        for (key, phrase) in table.phrases {
            #expect(Readings.spoken(Self.filled(phrase), locale: locale) == Self.filled(phrase), "\(locale) \(key)")
        }
    }

    @Test func aGivenReadingReplacesTheWordsBeforeTheOtherSteps() {
        // A language of its own, so that no other test's readings change.
        #expect(Readings.spoken("abc 猫", locale: "qq") == "abc 猫")
        Readings.use(["猫": "ねこ", "子猫": "こねこ"], language: "qq")
        // The cache forgets readings made before; the longer word wins.
        #expect(Readings.spoken("abc 猫", locale: "qq-XX") == "abc ねこ")
        #expect(Readings.spoken("子猫と猫", locale: "qq") == "こねことねこ")
        Readings.use(["": "x"], language: "qq")
        #expect(Readings.spoken("abc", locale: "qq") == "abc")
    }
}
