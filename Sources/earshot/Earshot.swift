import ArgumentParser

@main
struct Earshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear what VoiceOver would say: a screen reader emulator speaking through espeak-ng.",
        subcommands: [Repl.self, Say.self, Describe.self, Transcript.self, Check.self, Import.self, Bench.self],
        defaultSubcommand: Repl.self)
}
