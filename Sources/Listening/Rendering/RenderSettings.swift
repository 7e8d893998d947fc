import Foundation
import SpeechBridge
import Voices

/// How a run renders: what its screens are described with, where their files go, and the
/// voices. Each worker is sent it as the first line of its standard input, for the voices.
package struct RenderSettings: Sendable, Hashable, Codable {
    /// The screen file of the app.
    package var app: String
    /// Every locale of the run (the stand-in voices are made for these).
    package var locales: [String]
    /// The report folder being built (temporary until the run finishes).
    package var output: String
    /// The previous report's folder, whose audio is reused where its key is unchanged.
    package var previous: String?
    /// VoiceOver's speaking rate in percent, and the pitch; nil keeps each voice's own.
    package var rate: Int?
    package var pitch: Int?
    /// The espeak-ng version, part of every render key.
    package var engine: String
    /// The espeak-ng voice speaking each locale that has no voice file (see
    /// ``SpokenLocales``): the run finds them, so that a worker never starts the library.
    package var espeakVoices: [String: String]

    package init(
        app: String, locales: [String], output: String, previous: String? = nil, rate: Int? = nil,
        pitch: Int? = nil, engine: String, espeakVoices: [String: String] = [:]
    ) {
        self.app = app
        self.locales = locales
        self.output = output
        self.previous = previous
        self.rate = rate
        self.pitch = pitch
        self.engine = engine
        self.espeakVoices = espeakVoices
    }

    /// The version of the libespeak-ng that renders the audio.
    package static func engineVersion() -> String {
        "libespeak-ng " + EspeakLibrary.version
    }
}
