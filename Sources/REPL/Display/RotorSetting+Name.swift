import Navigation
import SpokenDescription
import VoiceOverWords

extension RotorSetting {
    /// VoiceOver's name for the setting in the locale of `phrases` ("Headings", "Заголовки").
    func name(in phrases: Phrases) -> String {
        phrases.text(phrase)
    }
}
