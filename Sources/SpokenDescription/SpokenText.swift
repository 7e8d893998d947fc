import VoiceOverWords

extension Optional where Wrapped == String {
    /// The string when it has something to say; nil when absent or empty.
    var spoken: String? {
        guard let text = self, !text.isEmpty else { return nil }
        return text
    }

    var isPresent: Bool { spoken != nil }
}

extension ElementFacts {
    /// The language of the element's own text: its accessibilityLanguage, else the locale's.
    func spokenLanguage(_ phrases: Phrases) -> String {
        language.spoken ?? phrases.locale
    }
}
