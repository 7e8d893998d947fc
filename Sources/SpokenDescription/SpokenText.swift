import VoiceOverWords
import Voices

extension Optional where Wrapped == String {
    /// The string when it has something to say; nil when absent or empty.
    var spoken: String? {
        guard let text = self, !text.isEmpty else { return nil }
        return text
    }

    var isPresent: Bool { spoken != nil }
}

extension ElementFacts {
    /// The language `text`, one of the element's own texts, is spoken in: the element's
    /// accessibilityLanguage; else, with language detection on, the language of the script its
    /// letters are written in when the locale's language does not write it
    /// (``Voices/LanguageDetection``); else the locale's.
    func spokenLanguage(of text: String, _ phrases: Phrases, _ settings: DescriptionSettings) -> String {
        LanguageDetection.spokenLanguage(
            of: text, declared: language, locale: phrases.locale, detecting: settings.detectsLanguages)
    }
}
