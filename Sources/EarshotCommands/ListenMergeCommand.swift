import ArgumentParser
import Foundation
import Listening

/// `earshot listen merge DIR…`: the shares of a sharded run as one report.
struct ListenMergeCommand: ParsableCommand {
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
