import Findings
import LocaleChecks

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
    /// The audit's findings on the screen's elements in this locale (see ``ElementAudit``).
    public var findings: [Finding] = []
}

extension ScreenResult {
    private enum CodingKeys: String, CodingKey {
        case locale, screen, elements, audio, captions, duration, findings
    }

    /// Reads a result; one written before results carried the audit's findings has none, so an
    /// earlier report still serves as a baseline.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        locale = try container.decode(String.self, forKey: .locale)
        screen = try container.decode(String.self, forKey: .screen)
        elements = try container.decode([RenderedElement].self, forKey: .elements)
        audio = try container.decode(String.self, forKey: .audio)
        captions = try container.decode(String.self, forKey: .captions)
        duration = try container.decode(Double.self, forKey: .duration)
        findings = try container.decodeIfPresent([Finding].self, forKey: .findings) ?? []
    }
}

/// One element rendered in one locale.
public struct RenderedElement: Sendable, Hashable, Codable {
    public var spoken: SpokenElement
    /// The description and hint with every pause shown, as `--format paced` prints them.
    public var paced: String
    /// The WAV file, relative to the report folder.
    public var audio: String
    /// The hash of what was synthesised (see ``RenderKey``).
    public var renderKey: String
    /// False when the audio was reused from an earlier run or another element.
    public var synthesized: Bool
}
