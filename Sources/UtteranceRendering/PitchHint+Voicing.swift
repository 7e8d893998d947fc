import SpeechBridge
import Utterances

/// How each pitch hint is voiced by espeak-ng.
///
/// The steps were measured here with `AudioAnalysis.medianPitch` (en-US voice, base pitch 50,
/// "Apple Inc., $432.39, up 1.3%."): the voice's default gives a median F0 of 102 Hz, raised
/// (+18) 122 Hz, lowered (−18) 86 Hz; "A" read as a capital letter (+18 and espeak-ng's
/// capitals raise) 136 Hz against 90 Hz plain; half the pitch range (a lower-case start)
/// narrows the middle half of the frames' F0 from 95–110 Hz to 91–99 Hz. A step of 18 is about
/// a fifth of the voice's F0, clearly heard without sounding like another speaker.
extension PitchHint {
    /// How far raised and lowered speech moves from the base pitch, on espeak-ng's 0...100 scale.
    static let pitchStep = 18

    /// The prosody of a segment with this hint, given the base pitch and the voice's pitch range.
    /// A capitalised label, a sentence and neutral text keep the voice's inflection; a label with
    /// a lower-case start is flattened to half the range, the odd inflection VoiceOver gives it.
    func prosody(pitch: Int, pitchRange: Int, rate: Int?) -> Prosody {
        switch self {
        case .neutral, .capitalised, .sentenceFall: Prosody(rate: rate, pitch: pitch)
        case .raised: Prosody(rate: rate, pitch: pitch + Self.pitchStep)
        case .lowered: Prosody(rate: rate, pitch: pitch - Self.pitchStep)
        case .capitalLetter:
            Prosody(rate: rate, pitch: pitch + Self.pitchStep, raiseCapitals: true)
        case .lowercaseStart: Prosody(rate: rate, pitch: pitch, pitchRange: pitchRange / 2)
        }
    }

    /// The text espeak-ng is given for a segment with this hint. A sentence gets a full stop when
    /// it has no sentence-ending mark, so that it is read as a statement. (espeak-ng 1.51 also
    /// falls at the end of its input without one: measured, "Double tap to toggle setting" ends
    /// at 79 Hz against a median of 102 Hz with and without the stop.)
    func voiced(_ text: String) -> String {
        // A text that ends a sentence in any script (Unicode's Sentence_Terminal: ".", "？", "।",
        // "؟"), or trails off with an ellipsis, needs no full stop.
        guard self == .sentenceFall,
            let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }),
            !last.isSentenceTerminal, last != "…"
        else { return text }
        return text + "."
    }
}
