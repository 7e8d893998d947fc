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
