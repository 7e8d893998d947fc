import Foundation
import Listening
import Testing

/// The run as a CI job sees it: exit statuses, a report replaced whole or not at all, shards and
/// merge, the baseline.
@Suite(.serialized) struct RunTests {
    @Test(arguments: [("never", Int32(0)), ("error", 1), ("warning", 1)])
    func failOnDecidesTheStatus(level: String, status: Int32) throws {
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(
            ListenRunner.fixture("flags"), into: folder, "--fail-on", level, "--locales", "en,ru")
        #expect(run.status == status, "\(run.errors)")
    }

    @Test func theCleanFixturePassesEvenOnWarnings() throws {
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        #expect(
            try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder, "--fail-on", "warning").status == 0)
    }

    @Test func progressIsPlainLinesWhenStandardErrorIsNotATerminal() throws {
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.earshot(["listen", ListenRunner.fixture("clean"), "--out", folder.path])
        #expect(run.status == 0)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("earshot: listen: 4/4 screens rendered") }, "\(run.errors)")
        #expect(
            lines.last?.hasPrefix("earshot: listen: 2 screens × 2 locales, 8 elements (8 rendered, 0 reused)") == true)
        #expect(!run.errors.contains("\u{1B}["))
        let quiet = try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder)
        #expect(quiet.errors.isEmpty)
    }

    @Test func badInputHasItsStatusAndWritesNothing() throws {
        let root = try ListenRunner.temporaryFolder()
        let folder = root.appendingPathComponent("report")
        let unknown = try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder, "--locales", "xx-Bogus1")
        #expect(unknown.status == 64, "\(unknown.errors)")
        #expect(try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder, "--locales", " , ").status == 64)
        let noStrings = try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder, "--locales", "ru,de")
        #expect(noStrings.status == 65)
        #expect(noStrings.errors.contains("no strings for 'de'"))
        let file = root.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let notAFolder = try ListenRunner.listen(ListenRunner.fixture("clean"), into: file)
        #expect(notAFolder.status == 74)
        #expect(notAFolder.errors.contains("it is a file"))
        let underAFile = try ListenRunner.listen(
            ListenRunner.fixture("clean"), into: file.appendingPathComponent("report"))
        #expect(underAFile.status == 74)
        #expect(underAFile.errors.contains("\(file.path) is a file, not a folder"), "\(underAFile.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["a-file"])
    }

    @Test func anInterruptedRunLeavesThePreviousReportIntact() throws {
        let root = try ListenRunner.temporaryFolder()
        let folder = root.appendingPathComponent("report")
        #expect(try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder).status == 0)
        let before = try Data(contentsOf: folder.appendingPathComponent("index.html"))
        let results = try Data(contentsOf: folder.appendingPathComponent("results.json"))
        // The sample takes seconds to render: interrupt it while the partial folder exists.
        let process = try ListenRunner.start(["listen", ListenRunner.sampleApp, "--out", folder.path, "--quiet"])
        let partial = ".report.partial-\(process.processIdentifier)"
        var waited = 0
        while !(try FileManager.default.contentsOfDirectory(atPath: root.path).contains(partial)), waited < 200 {
            usleep(20_000)
            waited += 1
        }
        usleep(200_000)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(
            left == ["report"],
            "\(left) \(String(decoding: (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))"
        )
        #expect(try Data(contentsOf: folder.appendingPathComponent("index.html")) == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("results.json")) == results)
    }

    @Test func shardsMergedFindAsMuchAsOneRun() throws {
        let root = try ListenRunner.temporaryFolder()
        let whole = root.appendingPathComponent("whole")
        let app = ListenRunner.fixture("flags")
        #expect(try ListenRunner.listen(app, into: whole, "--fail-on", "never").status == 0)
        var shares: [URL] = []
        for index in 1...3 {
            let share = root.appendingPathComponent("share\(index)")
            #expect(
                try ListenRunner.listen(app, into: share, "--fail-on", "never", "--shard", "\(index)/3").status == 0)
            shares.append(share)
        }
        let shareResults = try shares.map { try ListenRunner.report($0).results.count }
        #expect(shareResults.reduce(0, +) == (try ListenRunner.report(whole).results.count))
        #expect(shareResults.allSatisfy { $0 > 0 })
        let merged = root.appendingPathComponent("merged")
        let merge = try ListenRunner.earshot(
            ["listen", "merge"] + shares.map(\.path) + ["--out", merged.path, "--quiet", "--fail-on", "never"])
        #expect(merge.status == 0, "\(merge.errors)")
        // espeak-ng's output depends on what the same process spoke before (docs/listening.md,
        // "Identical audio"), so a duration finding's seconds may differ; everything else is equal.
        #expect(try Self.findings(merged) == (try Self.findings(whole)))
        let mergedReport = try ListenRunner.report(merged)
        for element in mergedReport.results.flatMap(\.elements) {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(element.audio).path))
        }
    }

    /// Findings without the seconds of duration messages.
    private static func findings(_ folder: URL) throws -> Set<String> {
        Set(
            try ListenRunner.report(folder).findings.map { finding in
                [
                    finding.rule, finding.severity.rawValue, finding.locale ?? "", finding.subject.screen ?? "",
                    finding.subject.element ?? "", finding.location?.description ?? "",
                    finding.rule == "duration" ? "" : finding.message,
                ].joined(separator: "|")
            })
    }

    @Test func theBaselineShowsWhatChanged() throws {
        let root = try ListenRunner.temporaryFolder()
        let app = try ListenRunner.copy(fixture: "clean", into: root)
        let baseline = root.appendingPathComponent("baseline")
        #expect(try ListenRunner.listen(app, into: baseline).status == 0)
        try ListenRunner.editSave(of: app)
        let current = root.appendingPathComponent("current")
        let run = try ListenRunner.listen(app, into: current, "--baseline", baseline.path, "--fail-on", "never")
        #expect(run.status == 0)
        let changes = try ListenRunner.report(current).changes
        #expect(changes.contains { $0.kind == .text && $0.locale == "ru" && $0.element == "save" })
        #expect(changes.contains { $0.kind == .newFinding && $0.after?.hasPrefix("label-period") == true })
        #expect(!changes.contains { $0.locale == "en" })
        let html = try String(contentsOf: current.appendingPathComponent("index.html"), encoding: .utf8)
        let changed = try #require(html.range(of: "What changed since the baseline"))
        #expect(changed.lowerBound < html.range(of: "Screen: home")!.lowerBound)
    }
}
