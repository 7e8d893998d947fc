import ArgumentParser
import Listening

/// The hidden worker mode of `earshot listen`: renders work items sent on standard input.
struct ListenWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen-worker", abstract: "A rendering worker of `earshot listen` (internal).",
        shouldDisplay: false)

    @Argument(help: "The app file, loaded before the run's settings arrive.")
    var app: String?

    func run() throws {
        try ListenWorker.run(appFile: app)
    }
}
