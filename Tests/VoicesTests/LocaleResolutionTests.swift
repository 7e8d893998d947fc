import Testing
import Voices

@Suite struct LocaleResolutionTests {
    let voices = try! VoiceCatalog.standard()

    @Test(arguments: ["en-US", "en_us", "EN-us", "en"])
    func tagsAndAliasesMatchWithoutANote(_ tag: String) throws {
        let match = try voices.resolve(tag)
        #expect(match.profile.locale == "en-US")
        #expect(match.note == nil)
    }

    @Test func anotherScriptOfAKnownLanguageFallsBackAndSaysSo() throws {
        let match = try voices.resolve("zh-Hant")
        #expect(match.profile.locale == "zh-Hans")
        #expect(match.note?.contains("zh-Hant") == true)
        #expect(match.note?.contains("zh-Hans") == true)
    }

    @Test(arguments: ["en-US;rm", "", "en US", "xx", "-en", "en--US", "1en"])
    func malformedOrUnknownTagsAreErrorsListingTheLocales(_ tag: String) {
        let error = #expect(throws: VoiceError.self) { try voices.resolve(tag) }
        #expect(String(describing: error!).contains("available: ar, de, en-GB, en-US"))
    }

    @Test func aHugeTagIsQuotedShort() {
        let error = #expect(throws: VoiceError.self) { try voices.resolve(String(repeating: "x", count: 1_000_000)) }
        #expect(String(describing: error!).count < 300)
    }
}
