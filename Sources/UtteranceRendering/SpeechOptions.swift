/// What a listener sets for the speech they hear: the session's language, the speaking rate and
/// the base pitch. Each utterance segment keeps its own language and pitch hint on top of these.
public struct SpeechOptions: Sendable, Hashable {
    /// The session's locale (a BCP 47 tag such as "en-US"). Its voice speaks every segment whose
    /// language has no voice in the catalog.
    public var locale: String
    /// The speaking rate; nil keeps each voice's own.
    public var rate: SpeechRate?
    /// Base pitch on espeak-ng's 0...100 scale, replacing each voice's own; pitch hints move up
    /// and down from it. Nil keeps each voice's own.
    public var pitch: Int?

    public init(locale: String = "en-US", rate: SpeechRate? = nil, pitch: Int? = nil) {
        self.locale = locale
        self.rate = rate
        self.pitch = pitch
    }
}
