import ArgumentParser
import Foundation
import Listening

/// `earshot listen APP`.
struct ListenAppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app", abstract: "Render an app (the default: `earshot listen APP`).")

    @Argument(help: "The app's screen file (YAML or JSON), with its strings tables beside it.")
    var file: String

    @Option(
        name: [.customLong("locale"), .customLong("locales")],
        help: ArgumentHelp(
            "Locales to render, separated by commas (en-US,ru,zh-Hans), or all: every locale the app's strings define (the default). --locales, the older name, works too.",
            valueName: "locales"),
        transform: CommaSeparated.init(parsing:))
    var localeLists: [CommaSeparated<String>] = []

    @Option(
        help:
            "Worker processes rendering in parallel (default: the number of cores; at most \(Self.jobsPerCore) per core). Each takes work items of up to \(WorkPlan.rangeSize) elements of one screen in one locale, so no more are busy than there are items."
    )
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Render only the I-th of N shares of the work; join the shares with `earshot listen merge`.",
            valueName: "I/N"),
        transform: Shard.init(parsing:))
    var shard: Shard?

    @OptionGroup var report: ListenReportOptions
    @OptionGroup var prosody: ProsodyOptions

    @Flag(help: "No progress on standard error.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if requestedLocales?.contains("all") == true {
            throw ValidationError("--locale all stands alone: it is every locale the app's strings define")
        }
    }

    /// The locales `--locale` names, each once in the order given; nil for all of the app's.
    var requestedLocales: [String]? {
        let named = CommaSeparated.joined(localeLists)
        return named.isEmpty || named == ["all"] ? nil : named
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let jobs = workerCount()
        let workerCommand = [Edge.executable, ListenWorkerCommand.configuration.commandName!]
        let outcome = try ListenRun.run(
            ListenRequest(
                appFile: url, loaded: try Edge.loadedApp(file: file, warnings: !quiet), locales: requestedLocales,
                output: URL(fileURLWithPath: report.output), jobs: jobs,
                baseline: report.baseline.map { URL(fileURLWithPath: $0) }, shard: shard,
                rate: prosody.rate, pitch: prosody.pitch, durationRatio: try report.durationRatio(beside: url),
                formats: report.formats(), progress: ListenProgress.style(quiet: quiet),
                workerCommand: workerCommand))
        if let asked = self.jobs, (1..<jobs).contains(outcome.statistics.workersUsed) {
            Edge.warn(
                "listen: --jobs \(asked): \(outcome.statistics.workersUsed) worker\(outcome.statistics.workersUsed == 1 ? "" : "s") had work (one at most for each part of a screen to synthesise)"
            )
        }
        try report.conclude(outcome, quiet: quiet)
    }

    /// Workers a core can keep busy: espeak-ng fills a core by itself, and more only wait.
    static let jobsPerCore = 4

    /// `--jobs`, or the number of cores, capped at ``jobsPerCore`` per core, with a word when the
    /// cap takes something away.
    private func workerCount() -> Int {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let (count, capped) = Self.workers(asked: jobs, cores: cores)
        if capped, let jobs {
            Edge.warn(
                "listen: --jobs \(jobs) is more than \(cores) core\(cores == 1 ? "" : "s") can use; running \(count) workers (\(Self.jobsPerCore) per core)"
            )
        }
        return count
    }

    /// The workers to start for `asked` jobs (nil: one per core) on `cores` cores, and whether the
    /// cap of ``jobsPerCore`` per core took some away.
    static func workers(asked: Int?, cores: Int) -> (count: Int, capped: Bool) {
        let ceiling = jobsPerCore * max(1, cores)
        guard let asked else { return (max(1, cores), false) }
        return asked > ceiling ? (ceiling, true) : (max(1, asked), false)
    }
}
