import Audit
import Foundation
import SpeechBridge
import Voices

/// The voices a listening run speaks with: the voice files, plus a stand-in profile for each
/// locale espeak-ng can speak but `voices/` has no file for. A stand-in reads the app's strings
/// with that language's espeak-ng voice and says VoiceOver's own words from the fallback voice
/// file (en-US, as the package reference falls back to English), every one of them unverified.
/// A locale spoken by another voice file of its language (zh-Hant by zh-Hans) gets a copy of that
/// profile under its own tag, so its own strings table is read.
package struct ListeningVoices: Sendable {
    /// The voice files and the stand-ins, for sessions and the synthesizer.
    package let catalog: VoiceCatalog
    /// How each requested locale is spoken.
    package let statuses: [String: VoiceStatus]
    /// The profile speaking each requested locale.
    package let profiles: [String: VoiceProfile]

    /// The voice file VoiceOver's words come from when a locale has none of its own.
    package static let fallbackWordsLocale = "en-US"

    /// The espeak-ng voice of each locale spoken by a stand-in.
    package var espeakVoices: [String: String] {
        profiles.filter { locale, _ in
            if case .espeakOnly = statuses[locale] { true } else { false }
        }
        .mapValues(\.espeakVoice)
    }

    /// The voices for `locales`, each locale without a voice file spoken by the espeak-ng voice
    /// of the same name or language that the library has (see ``installedEspeakVoice(for:)``).
    /// Throws `VoiceError.unknownLocale` for a locale neither a voice file nor espeak-ng speaks.
    package init(locales: [String], voices: VoiceCatalog) throws {
        try self.init(locales: locales, voices: voices, espeakVoice: Self.installedEspeakVoice)
    }

    /// The voices for `locales`; `espeakVoice` gives the espeak-ng voice for a locale without a
    /// voice file, or nil when none speaks it, and is asked only for such locales.
    package init(locales: [String], voices: VoiceCatalog, espeakVoice: (String) throws -> String?) throws {
        var extra: [(profile: VoiceProfile, sectionsFrom: String)] = []
        var statuses: [String: VoiceStatus] = [:]
        var profiles: [String: VoiceProfile] = [:]
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
                guard let espeakVoice = try espeakVoice(locale),
                    let words = try? voices.profile(for: Self.fallbackWordsLocale)
                else { throw error }
                let profile = VoiceProfile(
                    locale: locale, name: "\(locale) (espeak-ng voice \(espeakVoice))", espeakVoice: espeakVoice,
                    rate: words.rate, pitch: words.pitch, pitchRange: words.pitchRange)
                extra.append((profile, words.locale))
                statuses[locale] = .espeakOnly(wordsFrom: words.locale)
                profiles[locale] = profile
            }
        }
        catalog = voices.adding(standIns: extra)
        self.statuses = statuses
        self.profiles = profiles
    }

    /// The installed espeak-ng voice for `locale`: the one named by the whole tag, else by its
    /// language, as libespeak-ng resolves names (see `InstalledVoice.resolve`); nil when neither
    /// is installed. Starts the library in this process.
    static func installedEspeakVoice(for locale: String) throws -> String? {
        let synthesizer = try Synthesizer(voices: VoiceCatalog(profiles: []))
        return [locale.lowercased(), LocaleContext.language(of: locale)].first { name in
            (try? synthesizer.installedVoice(named: name).get()) != nil
        }
    }
}
