import Foundation
import Readings
import Testing

/// Emoji names, checked against the CLDR files themselves.
@Suite struct EmojiNameTests {
    static let names = EmojiNames.installed

    /// The "tts" name of `emoji` in `file` (annotations or annotationsDerived), found in the file
    /// by a plain text search.
    static func cldrName(_ emoji: String, _ file: String, derived: Bool = false) throws -> String {
        let path = "\(names.directory)/\(derived ? "annotationsDerived" : "annotations")/\(file).xml"
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        let opening = "<annotation cp=\"\(emoji)\" type=\"tts\">"
        let start = try #require(xml.range(of: opening))
        let end = try #require(xml.range(of: "</annotation>", range: start.upperBound..<xml.endIndex))
        return String(xml[start.upperBound..<end.lowerBound])
    }

    @Test func thumbsUpInFourLanguages() throws {
        #expect(Readings.read("👍", locale: "en-US") == "thumbs up")
        #expect(Readings.read("👍", locale: "zh-Hans") == (try Self.cldrName("👍", "zh")))
        #expect(Readings.read("👍", locale: "ja") == (try Self.cldrName("👍", "ja")))
        #expect(Readings.read("👍", locale: "ru") == (try Self.cldrName("👍", "ru")))
        #expect(!Readings.read("👍", locale: "ru").isEmpty)
    }

    @Test func skinToneAndFamilyAreOneNameEach() throws {
        #expect(Readings.read("👍🏽", locale: "en") == "thumbs up: medium skin tone")
        #expect(Readings.read("👨‍👩‍👧", locale: "en") == "family: man, woman, girl")
        #expect(Readings.read("👨‍👩‍👧", locale: "zh-Hans") == (try Self.cldrName("👨‍👩‍👧", "zh", derived: true)))
    }

    @Test func flagsAndKeycaps() throws {
        #expect(Readings.read("🇯🇵", locale: "en") == (try Self.cldrName("🇯🇵", "en", derived: true)))
        // CLDR writes keycaps without the variation selector people type.
        #expect(Readings.read("#️⃣", locale: "en") == "keycap: #")
        #expect(Readings.read("❤️", locale: "en") == (try Self.cldrName("❤", "en")))
    }

    @Test func namesAreSetOffFromWords() {
        #expect(Readings.read("Like 👍", locale: "en") == "Like thumbs up")
        #expect(Readings.read("👍👍", locale: "en") == "thumbs up thumbs up")
        #expect(Readings.read("Great👍!", locale: "en") == "Great thumbs up !")
    }

    @Test func textThatIsNotEmojiStaysAsWritten() {
        for text in ["Version 2 #1", "© 2024", "设置", "Громкость", "", "a\u{200D}b"] {
            #expect(Readings.read(text, locale: "en") == text)
        }
    }

    @Test func localesFallBackToTheirParentsThenEnglish() {
        #expect(EmojiNames.localeChain("zh-Hans") == ["zh_Hans", "zh", "en"])
        #expect(EmojiNames.localeChain("zh-TW") == ["zh_TW", "zh_Hant", "zh", "en"])
        #expect(EmojiNames.localeChain("en-GB") == ["en_GB", "en"])
        #expect(EmojiNames.localeChain("") == ["en"])
        #expect(Readings.read("👍", locale: "xx-Unknown") == "thumbs up")
    }

    @Test func withoutTheDataEmojiStayAsWritten() {
        let missing = EmojiNames(directory: "/nonexistent/cldr")
        #expect(!missing.isAvailable)
        #expect(Readings.read("Like 👍", locale: "en", emoji: missing) == "Like 👍")
    }

    /// Emoji of Unicode 15, after the installed CLDR (41): their names in the Unicode Character
    /// Database (U+1FAE8 SHAKING FACE, U+1FA77 PINK HEART, U+1FABF GOOSE, U+1FAF8 RIGHTWARDS
    /// PUSHING HAND), in every locale.
    @Test(arguments: ["en-US", "ja", "zh-Hans", "ar"])
    func emojiNewerThanTheDataAreNamedByTheirUnicodeName(locale: String) throws {
        let names = Self.names
        #expect(names.replacingEmoji(in: "🫨", locale: locale) == "shaking face")
        #expect(names.replacingEmoji(in: "🩷 🪿", locale: locale) == "pink heart goose")
        // The skin tone keeps the locale's own name.
        let tone = try Self.cldrName("🏼", Readings.language(of: locale))
        #expect(names.replacingEmoji(in: "🫸🏼", locale: locale) == "rightwards pushing hand, " + tone)
        // A tag sequence without a name stays as written rather than being spelt tag by tag.
        let tagged = "🏴\u{E0066}\u{E0072}\u{E0069}\u{E0064}\u{E007F}"
        #expect(names.replacingEmoji(in: tagged, locale: locale) == tagged)
    }

    /// Symbols written as text, without the emoji variation selector.
    static let symbols = ["❤", "☀", "✈", "⚠", "☎", "✔", "©", "™", "♥", "¥"]

    @Test func symbolsAreNamedInJapaneseAndChinese() throws {
        for symbol in Self.symbols {
            #expect(Self.names.replacingEmoji(in: symbol, locale: "ja") == (try Self.cldrName(symbol, "ja")))
            #expect(
                Self.names.replacingEmoji(in: "a\(symbol)b", locale: "zh-Hans")
                    == "a \(try Self.cldrName(symbol, "zh")) b")
            // Other voices say the ones they know themselves.
            #expect(Self.names.replacingEmoji(in: symbol, locale: "en-US") == symbol)
        }
        // A currency sign before a number is the number's, read with it.
        #expect(Self.names.replacingEmoji(in: "¥1,200", locale: "ja") == "¥1,200")
        #expect(!Readings.read("❤", locale: "ja").unicodeScalars.contains(where: JapaneseReading.isKanji))
    }

    @Test func inheritedNamesAreSkipped() {
        var table: [String: String] = [:]
        EmojiNames.parseNames(
            """
            <annotation cp="👍" type="tts">↑↑↑</annotation>
            <annotation cp="&amp;" type="tts">ampersand &amp; more</annotation>
            <annotation cp="👎">keywords | only</annotation>
            """, into: &table)
        #expect(table == ["&": "ampersand & more"])
    }
}
