import AppFiles
import Findings
import Localization
import VoiceOverWords
import Voices

/// What the localisation checks know about one locale: the app's strings, the voice that speaks
/// it, and where each string was written.
package struct LocaleContext: Sendable {
    /// The locale as the user asked for it, e.g. "ru", "it".
    package var locale: String
    package var localizations: Localizations
    /// The profile whose voice speaks the locale (possibly a stand-in, see `voiceStatus`).
    package var voice: VoiceProfile
    /// VoiceOver's words that locale is spoken with.
    package var words: PhraseTable
    package var voiceStatus: VoiceStatus
    /// Every voice, for a rule that asks which locale's voice says a text (``ScriptRule``); nil
    /// when not known.
    package var voices: VoiceCatalog?
    /// Where a key of a strings table is written (`table` is a localisation name such as "ru"),
    /// when known.
    package var stringLocation: @Sendable (_ table: String, _ key: String) -> SourceLocation?

    package init(
        locale: String, localizations: Localizations, voice: VoiceProfile, words: PhraseTable,
        voiceStatus: VoiceStatus = .own,
        stringLocation: @escaping @Sendable (String, String) -> SourceLocation? = { _, _ in nil }
    ) {
        self.locale = locale
        self.localizations = localizations
        self.voice = voice
        self.words = words
        self.voiceStatus = voiceStatus
        self.stringLocation = stringLocation
    }

    /// Whether this is the app's development language (the one translations are compared with).
    package var isDevelopmentLanguage: Bool { Self.isDevelopmentLanguage(locale, of: localizations) }

    /// Whether `locale` is the development language of `localizations`.
    package static func isDevelopmentLanguage(_ locale: String, of localizations: Localizations) -> Bool {
        VoiceCatalog.language(of: locale) == VoiceCatalog.language(of: localizations.developmentLanguage)
            && localizations.fallbackChain(for: locale).first
                == localizations.fallbackChain(for: localizations.developmentLanguage).first
    }

    /// The localisation table written for this locale itself (not a fallback), if any.
    package var ownTable: String? {
        let chain = localizations.fallbackChain(for: locale)
        guard let first = chain.first, first != localizations.developmentLanguage, first != "Base" else {
            return isDevelopmentLanguage ? chain.first : nil
        }
        return first
    }
}
