import Audit
import Findings

/// One screen rendered in one locale: its elements in swipe order and the whole-screen audio.
package struct ScreenResult: Sendable, Hashable, Codable {
    package var locale: String
    package var screen: String
    package var elements: [RenderedElement]
    /// The whole screen's WAV file and its WebVTT captions (one cue per element), relative to
    /// the report folder.
    package var audio: String
    package var captions: String
    /// Seconds.
    package var duration: Double
}

/// One element rendered in one locale.
package struct RenderedElement: Sendable, Hashable, Codable {
    package var spoken: SpokenElement
    /// The description and hint with every pause shown, as `--format paced` prints them.
    package var paced: String
    /// The WAV file, relative to the report folder.
    package var audio: String
    /// The hash of what was synthesised (see ``RenderKey``).
    package var renderKey: String
    /// False when the audio was reused from an earlier run or another element.
    package var synthesized: Bool
}
