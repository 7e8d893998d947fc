import Synchronization
import Voices

/// Each locale's voice profile, resolved once: resolving a tag is far slower than speaking a
/// short segment needs, and a session speaks in the same few locales for hours.
final class VoiceProfileCache: Sendable {
    /// The most tags kept; past it the cache starts over, so that text naming ever new tags
    /// ("en-US", "en-us", "EN_us", …) cannot grow it without bound.
    static let capacity = 64

    private let voices: VoiceCatalog
    private let resolved = Mutex<[String: VoiceProfile]>([:])

    init(voices: VoiceCatalog) {
        self.voices = voices
    }

    /// The profile that speaks `locale`; throws ``SpeechError/unknownLocale(_:available:)``.
    func profile(for locale: String) throws(SpeechError) -> VoiceProfile {
        if let profile = resolved.withLock({ $0[locale] }) { return profile }
        do {
            let profile = try voices.profile(for: locale)
            resolved.withLock { resolved in
                if resolved.count >= Self.capacity { resolved = [:] }
                resolved[locale] = profile
            }
            return profile
        } catch {
            throw .unknownLocale(locale, available: voices.locales)
        }
    }
}
