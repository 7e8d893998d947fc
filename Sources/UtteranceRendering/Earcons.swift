import SpeechBridge
import Utterances

extension Cue {
    /// The short sound that stands for the cue in audio. Each has its own shape so they can be
    /// told apart without seeing them: a low falling thud at a boundary, a rising pair of notes
    /// for a new screen, a single short note for a layout change, a rising swish of noise for a
    /// page turn, a click for an action and a low buzz for a failure. Levels keep them beside
    /// speech rather than over it.
    public var earcon: Tone {
        switch self {
        case .boundary: Tone(.sine, frequencies: [130, 90], milliseconds: 110, level: 0.3)
        case .screenChanged: Tone(.sine, frequencies: [660, 990], milliseconds: 180, level: 0.2)
        case .layoutChanged: Tone(.sine, frequencies: [880], milliseconds: 90, level: 0.2)
        case .pageTurn:
            Tone(.noise, frequencies: [1500, 3000, 6000], milliseconds: 150, level: 0.3)
        case .activate: Tone(.noise, frequencies: [8000], milliseconds: 15, level: 0.4)
        case .failure: Tone(.sawtooth, frequencies: [110], milliseconds: 220, level: 0.2)
        }
    }
}
