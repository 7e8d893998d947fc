import Foundation

/// How Earshot speaks the locales a command is asked for, the same in every command: the voice
/// files, plus a stand-in profile for each locale espeak-ng can speak but `voices/` has no file
/// for. A stand-in reads the app's strings
/// with that language's espeak-ng voice and says VoiceOver's own words from the fallback voice
/// file (en-US, as the package reference falls back to English), every one of them unverified.
/// A locale spoken by another voice file of its language (zh-Hant by zh-Hans) gets a copy of that
/// profile under its own tag, so its own strings table is read. The catalog also speaks every
/// language VoiceOver's language detection may switch to (``LanguageDetection``): by its voice
/// file, or by a stand-in when espeak-ng has a voice for it.
package struct SpokenLocales: Sendable {
    /// The voice files and the stand-ins, for sessions and the synthesizer.
    package let catalog: VoiceCatalog
    /// How each requested locale is spoken.
    package let statuses: [String: VoiceStatus]
    /// The profile speaking each requested locale.
    package let profiles: [String: VoiceProfile]

    /// The voice file VoiceOver's words come from when a locale has none of its own.
    package static let fallbackWordsLocale = "en-US"

    /// One line telling the user how `locale` is spoken when it is not by a voice file of its
    /// own, or nil.
    package func note(for locale: String) -> String? {
        switch statuses[locale] {
        case .sameLanguage(let other):
            "no voice file for '\(locale)'; speaking it as \(other)"
        case .espeakOnly(let words):
            "no voice file for '\(locale)'; speaking it with espeak-ng's voice \(profiles[locale]?.espeakVoice ?? locale), "
                + "VoiceOver's own words as in \(words)"
        case .own, nil: nil
        }
    }

    /// The espeak-ng voice of each locale and detected language spoken by a stand-in, for a
    /// worker process to make the same catalog without asking the library again.
    package let espeakVoices: [String: String]

    /// The voices for `locales`, and with `detecting` for the languages detection may switch to;
    /// `espeakVoice` gives the espeak-ng voice for a locale without a voice file, or nil when none
    /// speaks it, and is asked only for such locales and detected languages (SpeechBridge asks
    /// the installed library). Throws `VoiceError.unknownLocale` for a locale neither a voice
    /// file nor espeak-ng speaks.
    package init(
        locales: [String], voices: VoiceCatalog, detecting: Bool = true, espeakVoice: (String) throws -> String?
    ) throws {
        var extra: [(profile: VoiceProfile, sectionsFrom: String)] = []
        var statuses: [String: VoiceStatus] = [:]
        var profiles: [String: VoiceProfile] = [:]
        var standIns: [String: String] = [:]
        for locale in locales {
            do {
                let match = try voices.resolve(locale)
                statuses[locale] = match.isFallback ? .sameLanguage(match.profile.locale) : .own
                profiles[locale] = match.profile
                if match.isFallback {
                    // A copy under the requested tag, so the session reads the app's own strings
                    // for it (zh-Hant's table, not zh-Hans's).
                    var copy = match.profile
                    copy.locale = locale
                    copy.aliases = []
                    extra.append((copy, match.profile.locale))
                    profiles[locale] = copy
                }
            } catch {
                guard VoiceCatalog.isWellFormed(VoiceCatalog.normalise(locale)),
                    let standIn = try Self.standIn(for: locale, voices: voices, espeakVoice: espeakVoice)
                else { throw error }
                extra.append(standIn)
                standIns[locale] = standIn.profile.espeakVoice
                statuses[locale] = .espeakOnly(wordsFrom: standIn.sectionsFrom)
                profiles[locale] = standIn.profile
            }
        }
        // The languages VoiceOver's language detection may switch to, each spoken by its voice
        // file or, without one, by espeak-ng's voice when the library has one.
        // (A voice file's language is known from its name: no voice file is read for it.)
        let filed = Set(voices.locales.map(VoiceCatalog.language))
        for language in detecting ? LanguageDetection.detectedLanguages : []
        where profiles[language] == nil && !filed.contains(language) {
            if let standIn = try? Self.standIn(for: language, voices: voices, espeakVoice: espeakVoice) {
                extra.append(standIn)
                standIns[language] = standIn.profile.espeakVoice
            }
        }
        catalog = voices.adding(standIns: extra)
        espeakVoices = standIns
        self.statuses = statuses
        self.profiles = profiles
    }

    /// A profile speaking `locale` with espeak-ng's voice for it, its rate and pitch and
    /// VoiceOver's words from the fallback voice file; nil when espeak-ng has no voice for it.
    private static func standIn(
        for locale: String, voices: VoiceCatalog, espeakVoice: (String) throws -> String?
    ) throws -> (profile: VoiceProfile, sectionsFrom: String)? {
        guard let espeakVoice = try espeakVoice(locale), let words = try? voices.profile(for: fallbackWordsLocale)
        else { return nil }
        let profile = VoiceProfile(
            locale: locale, name: "\(locale) (espeak-ng voice \(espeakVoice))", espeakVoice: espeakVoice,
            rate: words.rate, pitch: words.pitch, pitchRange: words.pitchRange)
        return (profile, words.locale)
    }
}
