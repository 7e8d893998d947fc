import VoiceOverWords

extension RotorSetting {
    /// VoiceOver's name for the setting in the locale of `phrases` ("Headings", "Заголовки").
    public func name(in phrases: Phrases) -> String {
        phrases.text(phrase)
    }
}
