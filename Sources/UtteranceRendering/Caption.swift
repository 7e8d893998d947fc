import SpeechBridge

/// Text shown while a stretch of rendered audio plays.
public struct Caption: Sendable, Hashable {
    public var text: String
    /// The samples it covers in the rendered audio.
    public var samples: Range<Int>

    public init(text: String, samples: Range<Int>) {
        self.text = text
        self.samples = samples
    }

    /// Start time in seconds.
    public var start: Double { PCMFormat.seconds(samples: samples.lowerBound) }
    /// End time in seconds.
    public var end: Double { PCMFormat.seconds(samples: samples.upperBound) }

    /// How much of an utterance one caption shows.
    public enum Granularity: Sendable, Hashable {
        /// One caption per utterance: its transcript line, from its first sound to its last.
        case utterance
        /// One caption per spoken segment (each comma-separated piece of a label, each trait
        /// word, the hint) and per cue (`[boundary]`); pauses are the gaps between captions.
        case segment
    }
}
