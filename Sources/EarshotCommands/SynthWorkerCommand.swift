import ArgumentParser
import Voices
import Workshop

/// The hidden synthesis process of `earshot serve`: synthesises the chunks of speech sent on
/// standard input, until it closes.
struct SynthWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: SynthesisWorker.commandName, abstract: "A synthesis process of `earshot serve` (internal).",
        shouldDisplay: false)

    /// The locale the server speaks, for its stand-in voice when it has no voice file.
    @Option(help: .hidden) var locale = "en-US"

    func run() throws {
        SynthesisWorker.run(voices: try SpokenLocales(locales: [locale], voices: try Edge.voices()).catalog)
    }
}
