import ArgumentParser
import Audit
import Foundation
import Listening
import Reporting

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
