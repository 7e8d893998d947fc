/// Where a word starts in the audio: espeak-ng's word event, mapped back to the request.
public struct WordMark: Sendable, Hashable {
    /// Index of the text part in ``SpeechRequest/parts``.
    public var part: Int
    /// Offset of the word in that part's text, in Unicode scalars.
    public var characterOffset: Int
    /// Length of the word in Unicode scalars.
    public var length: Int
    /// Sample index, from the start of the request's audio, at which the word starts.
    public var sample: Int

    public init(part: Int, characterOffset: Int, length: Int, sample: Int) {
        self.part = part
        self.characterOffset = characterOffset
        self.length = length
        self.sample = sample
    }

    /// Start time of the word in seconds.
    public var seconds: Double { PCMFormat.seconds(samples: sample) }
}
