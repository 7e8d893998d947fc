import ArgumentParser
import SpeechBridge
import Voices

/// The hidden synthesis process of the commands that speak and of `earshot serve`: synthesises
/// the speech sent on standard input, until it closes.
struct SynthWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: SynthesisWorker.commandName,
        abstract: "A synthesis process of the commands that speak (internal).",
        shouldDisplay: false)

    /// The locale the command speaks, for its stand-in voice when it has no voice file.
    @Option(help: .hidden) var locale = "en-US"

    func run() throws {
        SynthesisWorker.run(voices: try SpokenLocales(locales: [locale], voices: try Edge.voices()).catalog)
    }
}
