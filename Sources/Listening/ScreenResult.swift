import Findings
import LocaleChecks

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
    /// The audit's findings on the screen's elements in this locale (see ``ElementAudit``).
    package var findings: [Finding] = []
}

extension ScreenResult {
    private enum CodingKeys: String, CodingKey {
        case locale, screen, elements, audio, captions, duration, findings
    }

    /// Reads a result; one written before results carried the audit's findings has none, so an
    /// earlier report still serves as a baseline.
    package init(from decoder: any Decoder) throws {
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
