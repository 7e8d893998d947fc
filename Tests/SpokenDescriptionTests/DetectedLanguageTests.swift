import SpokenDescription
import Testing
import Utterances

/// VoiceOver's language detection on an element's own text: its label, value and hint in the
/// language of their letters, VoiceOver's words in the locale's.
@Suite struct DetectedLanguageTests {
    private func languages(
        _ element: ElementFacts, in locale: String = "en-US", detecting: Bool = true
    ) throws
        -> [String: String]
    {
        let utterance = try Support.describe(element, in: locale, DescriptionSettings(detectsLanguages: detecting))
        return Dictionary(utterance.segments.map { ($0.text, $0.language) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aLabelInAnotherScriptIsSpokenInItsLanguageAndTheTraitInTheLocales() throws {
        let said = try languages(ElementFacts(label: "Ελλάδα", traits: .button))
        #expect(said == ["Ελλάδα.": "el", "Button.": "en-US"])
        #expect(try languages(ElementFacts(label: "Русский", traits: .button), in: "en-GB")["Русский."] == "ru")
    }

    @Test func labelValueAndHintAreEachInTheLanguageOfTheirLetters() throws {
        let utterance = try Support.describe(
            ElementFacts(label: "Language", value: "עברית", hint: "ไทย", traits: .button))
        let byKind = Dictionary(
            utterance.segments.map { ($0.kind, $0.language) }, uniquingKeysWith: { first, _ in first })
        #expect(byKind == [.label: "en-US", .value: "he", .trait: "en-US", .hint: "th"])
    }

    @Test func accessibilityLanguageOverridesDetection() throws {
        #expect(try languages(ElementFacts(label: "日本語", traits: .button))["日本語."] == "zh")
        #expect(try languages(ElementFacts(label: "日本語", traits: .button, language: "ja"))["日本語."] == "ja")
    }

    @Test func theLocalesOwnScriptAndDetectionOffStayInTheLocale() throws {
        #expect(try languages(ElementFacts(label: "Русский", traits: .button), in: "ru")["Русский."] == "ru")
        #expect(try languages(ElementFacts(label: "Ελλάδα", traits: .button), detecting: false)["Ελλάδα."] == "en-US")
    }
}
