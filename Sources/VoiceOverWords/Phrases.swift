import Reporting
import Voices

/// One locale's VoiceOver phrases, checked when loaded: every ``PhraseKey`` present, and every
/// format phrase with the placeholders it needs. Lookups cannot fail afterwards.
public struct Phrases: Sendable {
    /// The BCP 47 tag of the locale the phrases are in.
    public let locale: String
    private let templates: [PhraseKey: PhraseTemplate]

    /// Checks the phrases of `table`.
    public init(table: PhraseTable) throws(PhraseError) {
        var templates: [PhraseKey: PhraseTemplate] = [:]
        for key in PhraseKey.allCases {
            guard let phrase = table.phrase(key.rawValue) else {
                throw .missing(key: key.rawValue, locale: table.locale)
            }
            guard let template = PhraseTemplate(phrase),
                template.argumentIndices == Array(0..<key.argumentCount)
            else {
                throw .badPlaceholders(
                    key: key.rawValue, locale: table.locale, expected: key.argumentCount)
            }
            templates[key] = template
        }
        self.locale = table.locale
        self.templates = templates
    }

    /// The checked phrases of `locale`'s voice file in `voices`.
    public init(locale: String, in voices: VoiceCatalog) throws {
        try self.init(table: voices.phraseTable(for: locale))
    }

    /// The phrase for `key`, with `arguments` in its placeholders (exactly
    /// `key.argumentCount` of them).
    public func text(_ key: PhraseKey, _ arguments: String...) -> String {
        precondition(
            arguments.count == key.argumentCount,
            "phrase '\(key.rawValue)' takes \(key.argumentCount) argument(s), not \(arguments.count)"
        )
        return template(key).filled(with: arguments)
    }

    /// The text before and after the placeholder of a one-argument phrase.
    package func around(_ key: PhraseKey) -> (before: String, after: String) {
        template(key).aroundFirstArgument
    }

    private func template(_ key: PhraseKey) -> PhraseTemplate {
        // Every key was checked in init.
        templates[key]!
    }
}

/// A voice file whose phrases cannot be used.
public enum PhraseError: Error, Equatable, CustomStringConvertible, StatusReporting {
    /// A voice file that cannot speak VoiceOver's words is a voice missing (69).
    public var exitStatus: ExitStatus { .unavailable }

    case missing(key: String, locale: String)
    case badPlaceholders(key: String, locale: String, expected: Int)
    /// The catalog was built in memory: there is no voice file to read the words from.
    case noVoiceFile(locale: String)

    public var description: String {
        switch self {
        case .missing(let key, let locale):
            "voices/\(locale).yaml: phrases has no '\(key)'; "
                + "copy it from voices/en-US.yaml and translate it"
        case .badPlaceholders(let key, let locale, let expected):
            "voices/\(locale).yaml: phrase '\(key)' must contain \(expected) placeholder(s) "
                + "(%@, or %1$@ %2$@ ...) and no other '%' except '%%'"
        case .noVoiceFile(let locale):
            "\(locale): VoiceOver's words are read from voices/\(locale).yaml, and this catalog has no files"
        }
    }
}
