import Readings
import SpeechBridge
import Utterances
import Voices

extension UtteranceFormat where Output == SpeechRequest {
    /// Audio: the request that speaks the utterance. It has one part for each part of the
    /// utterance, in order, so request part `i` (and every `WordMark` with `part == i`) is
    /// utterance part `i`:
    ///
    /// - a segment is its reading (`Readings`: emoji as their names, Japanese kanji as kana) for
    ///   its language's voice (an `accessibilityLanguage` of "fr-FR" finds
    ///   the `fr` voice), at the options' rate and base pitch, shaped by its pitch hint (see
    ///   `PitchHint.prosody`). A language with no voice is spoken by the session locale's voice,
    ///   and with no voice for that either, by the catalog's first;
    /// - a pause is silence of its length, 0 ms to ``longestPauseMilliseconds``;
    /// - a cue is its ``Utterances/Cue/earcon``.
    ///
    /// Making the request never fails; an empty utterance gives an empty request.
    public static func speech(
        voices: VoiceCatalog, options: SpeechOptions = SpeechOptions()
    )
        -> Self
    {
        Self { utterance in
            SpeechRequest(
                utterance.parts.map { part in
                    switch part {
                    case .speech(let segment):
                        .text(text(segment, voices: voices, options: options))
                    case .pause(let pause):
                        .silence(
                            milliseconds: min(max(pause.milliseconds, 0), longestPauseMilliseconds))
                    case .cue(let cue): .tone(cue.earcon)
                    }
                })
        }
    }

    /// The longest silence a pause becomes: a minute.
    public static var longestPauseMilliseconds: Int { 60_000 }

    private static func text(
        _ segment: SpokenSegment, voices: VoiceCatalog, options: SpeechOptions
    ) -> TextSegment {
        let profile =
            (try? voices.profile(for: segment.language))
            ?? (try? voices.profile(for: options.locale)) ?? voices.profiles.first
        guard let profile else {
            // No voice at all: the synthesizer reports the unknown locale when it renders.
            return TextSegment(segment.text, locale: segment.language)
        }
        let prosody = segment.pitch.prosody(
            pitch: options.pitch ?? profile.pitch, pitchRange: profile.pitchRange,
            rate: options.rate?.wordsPerMinute)
        return TextSegment(
            segment.pitch.voiced(Readings.spoken(segment.text, locale: profile.locale)), locale: profile.locale,
            prosody: prosody)
    }
}
