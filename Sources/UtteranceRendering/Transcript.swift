import Readings
import Utterances

extension UtteranceFormat where Output == String {
    /// What VoiceOver says, one line per utterance, in speaking order: the description (docs/voiceover-behaviour.md §3)
    /// and, when there is one, a space and the hint — `Volume: 50%. Adjustable. Swipe up or down
    /// with one finger to adjust the value.`
    ///
    /// Cues are not words, so a line with speech is exactly what is spoken; an utterance that says
    /// nothing shows its cues as bracketed names instead (`[boundary]`), so that a bump at the
    /// end of the screen still has a line. Line breaks inside text become spaces.
    public static var transcript: Self {
        Self { utterance in
            let words = [utterance.description, utterance.hint ?? ""].filter { !$0.isEmpty }
            if words.isEmpty {
                return utterance.parts.compactMap { part in
                    if case .cue(let cue) = part { cue.marker } else { nil }
                }.joined(separator: " ")
            }
            return words.joined(separator: " ").singleLine
        }
    }

    /// Every part in order, for seeing the pacing: segments, pauses as their length in brackets
    /// and cues as their bracketed name, separated by spaces —
    /// `Apple Inc., [150 ms] $432.39, [150 ms] up 1.3%. [250 ms] Button.` A segment the voice
    /// reads otherwise than written (an emoji, Japanese kanji) has its reading after it in braces:
    /// `設定を開く {セッテイヲヒラク} [250 ms] ボタン。`
    public static var pacedTranscript: Self {
        Self { utterance in
            utterance.parts.map { part in
                switch part {
                case .speech(let segment):
                    if let reading = segment.reading {
                        "\(segment.text.singleLine) {\(reading.singleLine)}"
                    } else {
                        segment.text.singleLine
                    }
                case .pause(let pause): "[\(pause.milliseconds) ms]"
                case .cue(let cue): cue.marker
                }
            }.joined(separator: " ")
        }
    }
}

extension Cue {
    /// The cue in text: its name in brackets, `[boundary]`.
    var marker: String { "[\(name)]" }
}

extension SpokenSegment {
    /// What the segment's voice reads when it is not the text as written (`Readings`), else nil.
    package var reading: String? {
        let reading = Readings.spoken(text, locale: language)
        return reading == text ? nil : reading
    }
}
