import ArgumentParser

@main
struct Earshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear what VoiceOver would say: a screen reader emulator speaking through espeak-ng.",
        discussion: HelpText.exitStatuses,
        subcommands: [
            Repl.self, Say.self, Describe.self, Transcript.self, Check.self, VoicesList.self, Import.self, Listen.self,
            AuditCommand.self, Serve.self, ListenWorkerCommand.self, Bench.self,
        ],
        defaultSubcommand: Repl.self)

    /// Runs the command line; a failure ends the process with its status from ``ExitStatus``
    /// and one line on standard error, `earshot: message`.
    static func main() async {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            guard let failure = Failure(error) else { exit(withError: error) }
            Edge.warn(failure.description)
            exit(withError: ExitCode(failure.exitStatus.rawValue))
        }
    }
}
