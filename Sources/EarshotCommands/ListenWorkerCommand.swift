import ArgumentParser
import Listening

/// The hidden worker mode of `earshot listen`: renders work items sent on standard input.
struct ListenWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen-worker", abstract: "A rendering worker of `earshot listen` (internal).",
        shouldDisplay: false)

    func run() throws {
        try ListenWorker.run()
    }
}
