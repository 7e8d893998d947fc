/// One locale's voice: which espeak-ng voice speaks it, at what rate and pitch, and VoiceOver's
/// own words in that language. Loaded from `voices/<locale>.yaml`.
public struct VoiceProfile: Sendable, Hashable, Codable {
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
    public var layoutDirection: LayoutDirection
    /// Other tags that select this voice ("en", "zh-CN").
    public var aliases: [String]
    /// VoiceOver's phrases, by key ("button" -> "Button."). Format strings use `%@`, `%1$@`.
    public var phrases: [String: String]
    /// Phrase keys whose wording has not been confirmed by a native speaker.
    public var unverified: [String]

    /// The rate, pitch and pitch range of a voice file that does not give them.
    public static let defaultRate = 175
    public static let defaultPitch = 50
    public static let defaultPitchRange = 50

    public init(
        locale: String, name: String, espeakVoice: String, rate: Int = defaultRate,
        pitch: Int = defaultPitch, pitchRange: Int = defaultPitchRange, layoutDirection: LayoutDirection = .leftToRight,
        aliases: [String] = [], phrases: [String: String] = [:], unverified: [String] = []
    ) {
        self.locale = locale
        self.name = name
        self.espeakVoice = espeakVoice
        self.rate = rate
        self.pitch = pitch
        self.pitchRange = pitchRange
        self.layoutDirection = layoutDirection
        self.aliases = aliases
        self.phrases = phrases
        self.unverified = unverified
    }

    enum CodingKeys: String, CodingKey {
        case locale, name, espeakVoice, rate, pitch, pitchRange, layoutDirection, aliases, phrases,
            unverified
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        locale = try c.decode(String.self, forKey: .locale)
        name = try c.decode(String.self, forKey: .name)
        espeakVoice = try c.decode(String.self, forKey: .espeakVoice)
        rate = try c.decodeIfPresent(Int.self, forKey: .rate) ?? Self.defaultRate
        pitch = try c.decodeIfPresent(Int.self, forKey: .pitch) ?? Self.defaultPitch
        pitchRange = try c.decodeIfPresent(Int.self, forKey: .pitchRange) ?? Self.defaultPitchRange
        layoutDirection =
            try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
        phrases = try c.decodeIfPresent([String: String].self, forKey: .phrases) ?? [:]
        unverified = try c.decodeIfPresent([String].self, forKey: .unverified) ?? []
    }

    /// The phrase for `key`, or nil when this locale has none.
    public func phrase(_ key: String) -> String? { phrases[key] }
}

/// Reading direction of a locale, which decides the order of elements in one row.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
    case leftToRight, rightToLeft
}
