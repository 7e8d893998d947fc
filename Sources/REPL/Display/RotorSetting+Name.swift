import Navigation
import SpokenDescription

extension RotorSetting {
    /// VoiceOver's name for the setting in the locale of `phrases` ("Headings", "Заголовки").
    func name(in phrases: Phrases) -> String {
        // The voice files name rotor settings "rotor.<setting>".
        PhraseKey(rawValue: "rotor." + rawValue).map { phrases.text($0) } ?? rawValue
    }
}
