import Audit
import Findings

/// One screen rendered in one locale: its elements in swipe order and the whole-screen audio.
public struct ScreenResult: Sendable, Hashable, Codable {
    public var locale: String
    public var screen: String
    public var elements: [RenderedElement]
    /// The whole screen's WAV file and its WebVTT captions (one cue per element), relative to
    /// the report folder.
    public var audio: String
    public var captions: String
    /// Seconds.
    public var duration: Double
}

/// One element rendered in one locale.
public struct RenderedElement: Sendable, Hashable, Codable {
    package var spoken: SpokenElement
    /// The description and hint with every pause shown, as `--format paced` prints them.
    public var paced: String
    /// The WAV file, relative to the report folder.
    public var audio: String
    /// The hash of what was synthesised (see ``RenderKey``).
    public var renderKey: String
    /// False when the audio was reused from an earlier run or another element.
    public var synthesized: Bool
}
