/// Which voice speaks a locale.
package enum VoiceStatus: Sendable, Hashable, Codable {
    /// The locale has its own voice file.
    case own
    /// Another voice file of the same language speaks it (zh-Hant as zh-Hans).
    case sameLanguage(String)
    /// No voice file: espeak-ng's voice reads the app's strings, VoiceOver's own words come from
    /// this voice file's locale.
    case espeakOnly(wordsFrom: String)
}
