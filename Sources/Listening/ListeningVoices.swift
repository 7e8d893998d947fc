import Audit
import Foundation
import Voices

/// The voices a listening run speaks with: the voice files, plus a stand-in profile for each
/// locale espeak-ng can speak but `voices/` has no file for. A stand-in reads the app's strings
/// with that language's espeak-ng voice and says VoiceOver's own words from the fallback voice
/// file (en-US, as the public reference falls back to English), every one of them unverified.
/// A locale spoken by another voice file of its language (zh-Hant by zh-Hans) gets a copy of that
/// profile under its own tag, so its own strings table is read.
public struct ListeningVoices: Sendable {
    /// The voice files and the stand-ins, for sessions and the synthesizer.
    public let catalog: VoiceCatalog
    /// How each requested locale is spoken.
    package let statuses: [String: VoiceStatus]
    /// The profile speaking each requested locale.
    public let profiles: [String: VoiceProfile]

    /// The voice file VoiceOver's words come from when a locale has none of its own.
    public static let fallbackWordsLocale = "en-US"

    /// Throws `VoiceError.unknownLocale` for a locale neither a voice file nor espeak-ng speaks.
    /// espeak-ng's voices are listed only when a locale has no voice file.
    public init(locales: [String], voices: VoiceCatalog) throws {
        lazy var espeakVoices = EspeakVoiceList.installed()
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
                let language = LocaleContext.language(of: locale)
                guard
                    let espeakVoice = espeakVoices.contains(locale.lowercased())
                        ? locale.lowercased()
                        : espeakVoices.contains(language) ? language : nil,
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
}

/// The voices espeak-ng has installed, by file name in its data's `lang/` and `voices/` folders.
public enum EspeakVoiceList {
    /// Where Debian and a source build put espeak-ng's data; `ESPEAK_DATA_PATH` comes first.
    static var dataDirectories: [String] {
        let environment =
            ProcessInfo.processInfo.environment["ESPEAK_DATA_PATH"].map { [$0 + "/espeak-ng-data", $0] } ?? []
        let libraries = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
        return environment + libraries.map { "/usr/lib/\($0)/espeak-ng-data" }
            + ["/usr/lib/espeak-ng-data", "/usr/share/espeak-ng-data", "/usr/local/share/espeak-ng-data"]
    }

    /// Lowercased voice names ("it", "pl", "cmn", "en-us").
    public static func installed() -> Set<String> {
        var names: Set<String> = []
        for directory in dataDirectories {
            for folder in ["lang", "voices"] {
                let root = URL(fileURLWithPath: directory).appendingPathComponent(folder)
                guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                    continue
                }
                for case let file as URL in walker { names.insert(file.lastPathComponent.lowercased()) }
            }
        }
        return names
    }
}
