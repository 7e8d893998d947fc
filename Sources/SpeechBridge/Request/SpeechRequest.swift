/// What to say: text segments, each with its own voice and prosody, explicit silences and
/// tones, rendered one after another into one continuous stream of audio.
public struct SpeechRequest: Sendable, Hashable, Codable {
    public var parts: [SpeechPart]

    public init(_ parts: [SpeechPart]) { self.parts = parts }

    /// A request that speaks `text` in `locale` with the voice's defaults.
    public init(text: String, locale: String, prosody: Prosody = Prosody()) {
        self.parts = [.text(TextSegment(text, locale: locale, prosody: prosody))]
    }

    /// The length of all explicit silences, in milliseconds.
    public var silenceMilliseconds: Int {
        parts.reduce(0) { total, part in
            if case .silence(let ms) = part { total + ms } else { total }
        }
    }
}

/// One part of a ``SpeechRequest``.
public enum SpeechPart: Sendable, Hashable, Codable {
    case text(TextSegment)
    /// Silence of the given length in milliseconds.
    case silence(milliseconds: Int)
    /// A short synthesised sound, such as a screen reader's earcon.
    case tone(Tone)
}

/// A run of text spoken by one voice with one prosody.
public struct TextSegment: Sendable, Hashable, Codable {
    public var text: String
    /// BCP 47 tag of a voice in the catalog ("en-US", "ru", "zh-Hans").
    public var locale: String
    public var prosody: Prosody
    /// Whether `text` is SSML markup. Plain text is always spoken literally, even if it looks
    /// like markup.
    public var isSSML: Bool

    public init(_ text: String, locale: String, prosody: Prosody = Prosody(), isSSML: Bool = false) {
        self.text = text
        self.locale = locale
        self.prosody = prosody
        self.isSSML = isSSML
    }
}

extension TextSegment {
    /// This plain text as the first clauses of a longer text said in another request: espeak-ng
    /// then pauses after it as inside that text, not as at the end of its input.
    package func continued() -> TextSegment {
        guard !isSSML else { return self }
        var continued = self
        continued.text = SafeText.continuing(text)
        return continued
    }
}

/// How a segment sounds. `nil` means the voice profile's default.
public struct Prosody: Sendable, Hashable, Codable {
    /// Words per minute, 80...450.
    public var rate: Int?
    /// Base pitch, 0...100.
    public var pitch: Int?
    /// Pitch range (intonation), 0...100; 0 is monotone.
    public var pitchRange: Int?
    /// Volume, 0...200; 100 is normal.
    public var volume: Int?
    /// Raise the pitch of capitalised words (espeak-ng's capitals setting).
    public var raiseCapitals: Bool

    public init(
        rate: Int? = nil, pitch: Int? = nil, pitchRange: Int? = nil, volume: Int? = nil,
        raiseCapitals: Bool = false
    ) {
        self.rate = rate
        self.pitch = pitch
        self.pitchRange = pitchRange
        self.volume = volume
        self.raiseCapitals = raiseCapitals
    }
}
