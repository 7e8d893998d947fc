import AppFiles
import AppLoading
import Foundation
import Listening

/// Measures `earshot listen` against the batch-rendering budgets of docs/benchmarks.md: throughput with 2 jobs against 1, a
/// whole run against one `espeak-ng -w` over the same texts, an incremental re-run against the
/// first, and the peak memory of a worker, on a generated app of `screens` screens of
/// `elementsPerScreen` elements each; and, without a budget, how far espeak-ng itself scales
/// from one process to two on this machine (the ceiling of 2 jobs against 1), and 2 jobs
/// against 1 on the same elements as one long screen, which the workers share.
package struct ListenBenchmark {
    /// The `earshot` executable, started as the workers.
    package var executable: URL
    package var screens: Int
    package var elementsPerScreen: Int
    /// Trials, each a run of 1 job, a run of 2 and espeak-ng over the same texts; medians are
    /// compared, so that a moment of load on the machine does not decide a figure.
    package var trials: Int
    /// Where the reports are written: the file system's cost of creating a thousand files is
    /// part of what is measured (see docs/benchmarks.md).
    package var directory: URL

    package init(
        executable: URL, screens: Int = 20, elementsPerScreen: Int = 50, trials: Int = 5,
        directory: URL = FileManager.default.temporaryDirectory
    ) {
        self.executable = executable
        self.screens = screens
        self.elementsPerScreen = elementsPerScreen
        self.trials = trials
        self.directory = directory
    }

    package func run(report: (Measurement) -> Void) throws {
        let folder = directory.appendingPathComponent("earshot-bench-listen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let appFile = folder.appendingPathComponent("app.yaml")
        try generatedApp(screens: screens, elementsPerScreen: elementsPerScreen).write(
            to: appFile, atomically: true, encoding: .utf8)
        let loaded = try AppSource.load(url: appFile)
        func listen(
            jobs: Int, into name: String, app appFile: URL = appFile, loaded: LoadedApp = loaded
        ) throws -> (seconds: Double, outcome: ListenOutcome) {
            var outcome: ListenOutcome?
            let seconds = try Stopwatch.seconds {
                outcome = try ListenRun.run(
                    ListenRequest(
                        appFile: appFile, loaded: loaded, locales: nil, output: folder.appendingPathComponent(name),
                        jobs: jobs, workerCommand: [executable.path, "listen-worker"]))
            }
            return (seconds, outcome!)
        }
        var ones: [(seconds: Double, outcome: ListenOutcome)] = []
        var twos: [(seconds: Double, outcome: ListenOutcome)] = []
        // espeak-ng reads the texts beside each trial, so that a ratio compares two runs made
        // under the same load on the machine.
        var espeakRuns: [EspeakSeconds] = []
        var espeak: EspeakCommands?
        for trial in 0..<max(1, trials) {
            ones.append(try listen(jobs: 1, into: "one-\(trial)"))
            twos.append(try listen(jobs: 2, into: "two-\(trial)"))
            if trial == 0 {
                espeak = try EspeakCommands(
                    texts: twos[0].outcome.report.results.flatMap(\.elements).map(\.spoken.spoken), in: folder)
            }
            if let espeak { espeakRuns.append(try espeak.seconds()) }
        }
        let one = Stopwatch.median(ones.map(\.seconds))
        let two = Stopwatch.median(twos.map(\.seconds))
        let first = twos[0]
        let again = try listen(jobs: 2, into: "two-0")
        let elements = first.outcome.summary.elements
        report(Measurement("listen: elements rendered", Double(elements), "elements"))
        report(Measurement("listen: 1 job (median of \(ones.count))", one, "s"))
        report(Measurement("listen: 2 jobs (median of \(twos.count))", two, "s"))
        report(Measurement("listen: throughput, 2 jobs / 1 job", one / two, "x"))
        if !espeakRuns.isEmpty {
            let whole = Stopwatch.median(espeakRuns.map(\.whole))
            let scaling = Stopwatch.median(espeakRuns.map { $0.whole / $0.halves })
            report(Measurement("listen: one espeak-ng -w over the same texts", whole, "s"))
            report(
                Measurement(
                    "listen: 2 jobs / espeak-ng -w (median of each trial's)",
                    Stopwatch.median(zip(twos, espeakRuns).map { $0.seconds / $1.whole }), "x", budget: 0.6))
            report(Measurement("listen: espeak-ng alone, 2 halves at once / 1", scaling, "x"))
            // Throughput at least 90% of the synthesizer's own scaling on this machine, now.
            report(
                Measurement(
                    "listen: time, 2 jobs / 1 job (≥0.9 × espeak-ng's scaling)", two / one, "x",
                    budget: 1 / (0.9 * scaling)))
        }
        report(Measurement("listen: re-run with nothing changed", again.seconds, "s"))
        report(Measurement("listen: re-run / first run", again.seconds / first.seconds, "x", budget: 0.10))
        report(
            Measurement(
                "listen: synthesised on the re-run", Double(again.outcome.summary.synthesized), "elements", budget: 0))
        let peak = Double((ones + twos).map(\.outcome.statistics.peakWorkerMemory).max() ?? 0)
        report(Measurement("listen: peak memory of a worker", peak / 1_048_576, "MB", budget: 100))
        let longFile = folder.appendingPathComponent("long.yaml")
        try generatedApp(screens: 1, elementsPerScreen: screens * elementsPerScreen).write(
            to: longFile, atomically: true, encoding: .utf8)
        let long = try AppSource.load(url: longFile)
        let longOne = try listen(jobs: 1, into: "long-one", app: longFile, loaded: long)
        let longTwo = try listen(jobs: 2, into: "long-two", app: longFile, loaded: long)
        report(Measurement("listen: one long screen, 2 jobs / 1 job", longOne.seconds / longTwo.seconds, "x"))
        report(
            Measurement("listen: one long screen, work items", Double(longTwo.outcome.statistics.items), "items"))
    }

    /// A home screen pushing every other screen; each screen a list of buttons with varied labels.
    func generatedApp(screens: Int, elementsPerScreen: Int) -> String {
        let words = [
            "Inbox", "Settings", "Weather in Cupertino", "Play next", "Delete draft", "Share photo",
            "Battery 80%", "Wi-Fi network", "Download update", "Reply to Anna",
        ]
        var yaml = "name: Generated\ndevelopmentLanguage: en\ninitialScreen: screen0\nscreens:\n"
        for screen in 0..<screens {
            yaml += "  - name: screen\(screen)\n    elements:\n"
            for element in 0..<elementsPerScreen {
                let push =
                    screen == 0 && element + 1 < screens
                    ? "\n        accessibilityActivate: [{push: screen\(element + 1)}]" : ""
                yaml +=
                    "      - accessibilityIdentifier: e\(element)\n"
                    + "        accessibilityLabel: \"\(words[(screen + element) % words.count]) \(screen * elementsPerScreen + element)\"\n"
                    + "        accessibilityTraits: [button]\n"
                    + "        accessibilityFrame: [0, \(element * 44), 393, 44]\(push)\n"
            }
        }
        return yaml
    }

    /// One `espeak-ng -w` reading every text, one a line, and two reading half the texts each
    /// at the same time: how far two processes of the synthesizer itself scale on this machine,
    /// the ceiling for 2 jobs against 1.
    private struct EspeakCommands {
        let program: URL
        let whole: [String]
        let halves: [[String]]

        /// Nil when espeak-ng is not installed.
        init?(texts: [String], in folder: URL) throws {
            guard
                let espeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first(
                    where: FileManager.default.isExecutableFile)
            else {
                return nil
            }
            program = URL(fileURLWithPath: espeak)
            func command(_ texts: ArraySlice<String>, _ name: String) throws -> [String] {
                let file = folder.appendingPathComponent("\(name).txt")
                try texts.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
                return ["-v", "en-us", "-w", folder.appendingPathComponent("\(name).wav").path, "-f", file.path]
            }
            whole = try command(texts[...], "texts")
            halves = [
                try command(texts.prefix(texts.count / 2), "first-half"),
                try command(texts.dropFirst(texts.count / 2), "second-half"),
            ]
        }

        /// One reading of each; a reading writes over the files of the one before.
        func seconds() throws -> EspeakSeconds {
            EspeakSeconds(
                whole: try ProcessTimer.seconds(program, whole),
                halves: try ProcessTimer.seconds(side: halves, of: program))
        }
    }

    private struct EspeakSeconds {
        var whole: Double
        var halves: Double
    }
}
