/// The speech a report was rendered with, as `results.json` keeps it so that shares rendered
/// differently are not merged.
package struct ReportSpeech: Sendable, Hashable, Codable, CustomStringConvertible {
    /// VoiceOver's speaking rate in percent, and the pitch; nil for each voice's own.
    package var rate: Int?
    package var pitch: Int?
    /// The espeak-ng version.
    package var engine: String

    package init(rate: Int?, pitch: Int?, engine: String) {
        self.rate = rate
        self.pitch = pitch
        self.engine = engine
    }

    package var description: String {
        "rate \(rate.map { "\($0) %" } ?? "the voice's"), pitch \(pitch.map(String.init) ?? "the voice's"), espeak-ng \(engine)"
    }
}
