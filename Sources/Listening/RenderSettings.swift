import Foundation
import SpeechBridge

/// What a worker needs to render its share: sent as the first line of its standard input.
public struct RenderSettings: Sendable, Hashable, Codable {
    /// The screen file of the app.
    public var app: String
    /// Every locale of the run (the stand-in voices are made for these).
    public var locales: [String]
    /// The report folder being built (temporary until the run finishes).
    public var output: String
    /// The previous report's folder, whose audio is reused where its key is unchanged.
    public var previous: String?
    /// VoiceOver's speaking rate in percent, and the pitch; nil keeps each voice's own.
    public var rate: Int?
    public var pitch: Int?
    /// The espeak-ng version, part of every render key.
    public var engine: String

    public init(
        app: String, locales: [String], output: String, previous: String? = nil, rate: Int? = nil,
        pitch: Int? = nil, engine: String
    ) {
        self.app = app
        self.locales = locales
        self.output = output
        self.previous = previous
        self.rate = rate
        self.pitch = pitch
        self.engine = engine
    }

    /// The version of the libespeak-ng that renders the audio.
    public static func engineVersion() -> String {
        "libespeak-ng " + EspeakLibrary.version
    }
}
