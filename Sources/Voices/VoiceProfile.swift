/// How one locale sounds: which espeak-ng voice speaks it, at what rate and pitch. Read from the
/// voice settings at the top of `voices/<locale>.yaml`; VoiceOver's words in that file are the
/// `VoiceOverWords` module's.
public struct VoiceProfile: Sendable, Hashable {
    /// BCP 47 tag, e.g. "en-US", "zh-Hans".
    public var locale: String
    /// Human-readable name, e.g. "English (United States)".
    public var name: String
    /// The espeak-ng voice name, e.g. "en-us", "cmn-latn-pinyin".
    public var espeakVoice: String
    /// Default speaking rate in words per minute (espeak-ng's scale, 80...450).
    public var rate: Int
    /// Default base pitch, 0...100.
    public var pitch: Int
    /// Default pitch range (intonation), 0...100.
    public var pitchRange: Int
    /// Other tags that select this voice ("en", "zh-CN").
    public var aliases: [String]

    /// The rate, pitch and pitch range of a voice file that does not give them.
    public static let defaultRate = 175
    public static let defaultPitch = 50
    public static let defaultPitchRange = 50

    public init(
        locale: String, name: String, espeakVoice: String, rate: Int = defaultRate,
        pitch: Int = defaultPitch, pitchRange: Int = defaultPitchRange, aliases: [String] = []
    ) {
        self.locale = locale
        self.name = name
        self.espeakVoice = espeakVoice
        self.rate = rate
        self.pitch = pitch
        self.pitchRange = pitchRange
        self.aliases = aliases
    }
}
