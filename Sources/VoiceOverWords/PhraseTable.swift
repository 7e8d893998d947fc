import Voices

/// One locale's VoiceOver words as its voice file writes them: `phrases:` by key, and the keys
/// under `unverified:`, whose wording no native speaker has yet confirmed against VoiceOver.
/// ``Phrases`` checks a table and gives typed access to it.
public struct PhraseTable: Sendable, Hashable {
    /// The BCP 47 tag of the locale, as its voice file names it.
    public var locale: String
    /// VoiceOver's phrases by key ("trait.button" → "Button."); format phrases use `%@`, `%1$@`.
    public var phrases: [String: String]
    /// Keys whose wording has not been confirmed by a native speaker.
    public var unverified: [String]

    public init(locale: String, phrases: [String: String], unverified: [String] = []) {
        self.locale = locale
        self.phrases = phrases
        self.unverified = unverified
    }

    /// The phrase for `key`, or nil when this locale has none.
    public func phrase(_ key: String) -> String? { phrases[key] }
}

extension VoiceCatalog {
    /// The VoiceOver words of `locale` (resolved as ``VoiceCatalog/resolve(_:)`` does), read from
    /// its voice file. Throws `VoiceError` for an unknown locale or a malformed file, and
    /// ``PhraseError/noVoiceFile(locale:)`` for a catalog built in memory.
    public func phraseTable(for locale: String) throws -> PhraseTable {
        let profile = try profile(for: locale)
        guard let fields = try fields(ofLocale: profile.locale) else {
            throw PhraseError.noVoiceFile(locale: profile.locale)
        }
        do throws(VoiceFileFields.Problem) {
            return PhraseTable(
                locale: profile.locale, phrases: try fields.optionalTable("phrases") ?? [:],
                unverified: try fields.optionalStrings("unverified") ?? [])
        } catch {
            throw VoiceError.malformed(fields.file?.path ?? profile.locale, error.description)
        }
    }
}
