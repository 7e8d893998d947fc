import ArgumentParser
import Audit
import Foundation
import Listening
import Reporting
import ResourceLocation

/// `earshot listen`: a whole app rendered in every locale, with a report to review by ear.
struct Listen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Render every screen of an app in every locale, with a report a translator can review by ear.",
        discussion: """
            Example: earshot listen samples/app.yaml --locale en-US,ru --out earshot-listen
            Writes DIR/index.html, findings.jsonl, summary.json, junit.xml and the audio; see docs/listening.md.
            `earshot listen merge DIR…` joins the reports of `--shard I/N` runs into one.

            \(HelpText.exitStatuses)
            """,
        subcommands: [ListenApp.self, ListenMerge.self], defaultSubcommand: ListenApp.self)
}

/// The options `listen` and `listen merge` share: the report and when it fails the run.
struct ListenReportOptions: ParsableArguments {
    @Option(
        name: .customLong("out"),
        help:
            "The report folder, replaced whole when the run finishes (only a new or empty folder, or an earlier report)."
    )
    var output = "earshot-listen"

    @Option(help: ArgumentHelp("An earlier report folder: the report opens on what changed since.", valueName: "dir"))
    var baseline: String?

    @Option(help: FailOn.help)
    var failOn: FailOn = .error

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "Report files besides summary.json, separated by commas: html, jsonl, junit (default: all three).",
            valueName: "formats"),
        transform: CommaSeparated.init(parsing:))
    var formatLists: [CommaSeparated<ReportFormat>] = []

    @Option(
        help: ArgumentHelp(
            "A translation longer than this many times the development language's is flagged (default: the project file's durationRatio, else \(DurationRule.defaultRatio)).",
            valueName: "ratio"))
    var durationRatio: Double?

    func validate() throws {
        try AuditThreshold.durationRatio.validate(durationRatio)
    }

    /// The duration ratio: `--duration-ratio`, else the project file's beside `appFile`
    /// (`earshot-audit.yaml`, docs/audit.md), else the default.
    func durationRatio(beside appFile: URL?) throws -> Double {
        if let durationRatio { return durationRatio }
        let project = try appFile.flatMap(AuditProjectFile.beside).map(AuditCommand.projectFile(at:))
        return project?.durationRatio ?? DurationRule.defaultRatio
    }

    /// The report files `--format` asks for; all of them when it is not given.
    func formats() -> Set<ReportFormat> {
        formatLists.isEmpty ? Set(ReportFormat.allCases) : Set(CommaSeparated.joined(formatLists))
    }

    /// Says where the report is and ends with status 1 when findings reach `--fail-on`.
    func conclude(_ outcome: ListenOutcome, quiet: Bool) throws {
        let summary = outcome.summary
        if !quiet {
            let counts = ["error", "warning", "note"].map { "\(summary.findingsBySeverity[$0] ?? 0) \($0)s" }
            Edge.standardError(
                "earshot: listen: \(summary.screens) screens × \(summary.locales.count) locales, \(summary.elements) elements (\(summary.synthesized) rendered, \(summary.reused) reused); \(counts.joined(separator: ", ")); report in \(output)/index.html"
            )
        }
        if let threshold = failOn.threshold, let worst = ListenSummary.worst(outcome.report.findings),
            worst >= threshold
        {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}

/// `earshot listen APP`.
struct ListenApp: ParsableCommand {
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

/// `earshot listen merge DIR…`: the shares of a sharded run as one report.
struct ListenMerge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Join the report folders of `earshot listen --shard I/N` runs into one report.")

    @Argument(help: "The shares' report folders.")
    var folders: [String]

    @OptionGroup var report: ListenReportOptions

    @Flag(help: "No summary on standard error.")
    var quiet = false

    @Flag(help: "Merge the shares given even when some of the split are missing.")
    var allowPartial = false

    func run() throws {
        let outcome = try ListenRun.merge(
            folders.map { URL(fileURLWithPath: $0) }, output: URL(fileURLWithPath: report.output),
            baseline: report.baseline.map { URL(fileURLWithPath: $0) },
            durationRatio: try report.durationRatio(beside: nil),
            formats: report.formats(), allowPartial: allowPartial)
        for missing in outcome.summary.missingShares {
            Edge.warn("listen merge: a partial report: \(missing)")
        }
        try report.conclude(outcome, quiet: quiet)
    }
}

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
