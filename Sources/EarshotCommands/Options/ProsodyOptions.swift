import ArgumentParser
import UtteranceRendering

/// `--rate` and `--pitch`: how fast and how high the voice speaks, on the scales the REPL's
/// `rate` and `pitch` commands use.
struct ProsodyOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Speaking rate, 0-100 % as VoiceOver's Speaking Rate: 50 is espeak-ng's normal 175 words a minute, 0 is 80, 100 is 450 (default: each voice's own).",
            valueName: "percent"))
    var rate: Int?

    @Option(help: "Base pitch, 0-100 (default: each voice's own).")
    var pitch: Int?

    func validate() throws {
        try WholeNumberOption("--rate", 0...100, what: "a percentage").check(rate)
        try WholeNumberOption("--pitch", 0...100).check(pitch)
    }

    /// Checks that the options are given only to a command that speaks this time: `--rate` and
    /// `--pitch` are never ignored in silence.
    func validate(speaking: Bool, needs option: String) throws {
        if !speaking, rate != nil || pitch != nil {
            throw ValidationError("--rate and --pitch change how it sounds: give them with \(option)")
        }
    }

    /// The rate as the renderer takes it; nil keeps each voice's own.
    var speechRate: SpeechRate? { rate.map { .voiceOver(percent: $0) } }

    /// The speech options of a session in `locale` with these settings.
    func speechOptions(locale: String) -> SpeechOptions {
        SpeechOptions(locale: locale, rate: speechRate, pitch: pitch)
    }
}
