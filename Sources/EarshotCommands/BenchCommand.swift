import ArgumentParser
import Benchmarks
import Foundation
import Reporting
import ResourceLocation
import Voices

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure Earshot against its budgets and print the figures.",
        subcommands: [
            AllCommand.self, SpeechCommand.self, SpeechTrialCommand.self, NavigationCommand.self, FocusCommand.self,
            LongRunCommand.self, ImportCommand.self,
            ListenCommand.self, AuditCommand.self, ServeCommand.self, CompareCommand.self,
        ],
        defaultSubcommand: AllCommand.self)

    struct AllCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "all", abstract: "Every benchmark, one after another.")

        func run() throws {
            let benchmarks: [any ParsableCommand.Type] = [
                SpeechCommand.self, NavigationCommand.self, FocusCommand.self, ImportCommand.self,
            ]
            for benchmark in benchmarks {
                try Edge.outputLine("== \(benchmark._commandName)")
                var command = try benchmark.parse([])
                try command.run()
            }
        }
    }

    struct SpeechCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "speech",
            abstract: "Time to first sample, synthesis against libespeak-ng from C, interrupt latency.")

        @Option(help: "Requests of each text in a trial (the fastest counts).")
        var rounds = 5

        @Option(help: "Trials of each side, each in a fresh process (the fastest counts).")
        var trials = 9

        func validate() throws {
            try WholeNumberOption("--rounds", 1...10_000).check(rounds)
            try WholeNumberOption("--trials", 1...1_000).check(trials)
        }

        func run() throws {
            let executable = ResourceDirectory.runningExecutable() ?? URL(fileURLWithPath: CommandLine.arguments[0])
            let baseline = executable.deletingLastPathComponent().appendingPathComponent("espeak-baseline")
            let available = FileManager.default.isExecutableFile(atPath: baseline.path)
            if !available { Edge.warn("no espeak-baseline beside earshot; C comparison skipped") }
            let benchmark = SpeechBenchmark(
                voices: try Edge.voices(), bridge: executable, baseline: available ? baseline : nil,
                rounds: rounds, trials: trials)
            try BenchCommand.printFigures(of: benchmark.run)
        }
    }

    /// One trial of the bridge for `bench speech`, in a process of its own; prints
    /// `{"seconds": …}` as `espeak-baseline` does.
    struct SpeechTrialCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "speech-trial", abstract: "One trial of the bridge for `bench speech`.",
            shouldDisplay: false)

        @Argument var locale: String
        @Argument var rounds: Int
        @Argument var file: String

        func validate() throws {
            try WholeNumberOption("rounds", 1...10_000).check(rounds)
        }

        func run() throws {
            let seconds = try SpeechBenchmark.trial(
                file: URL(fileURLWithPath: file), locale: locale, rounds: rounds, voices: try Edge.voices())
            try Edge.outputLine("{\"seconds\": \(seconds)}")
        }
    }

    struct NavigationCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "navigation",
            abstract: "Load, swipe and rotor times and peak memory on a generated 100,000-element screen.")

        @Option(help: "Elements on the generated screen.")
        var elements = 100_000

        func validate() throws {
            try BenchCommand.elements.check(elements)
        }

        func run() throws {
            let benchmark = NavigationBenchmark(voices: try Edge.voices(), elementCount: elements)
            try BenchCommand.printFigures(of: benchmark.run)
        }
    }

    struct FocusCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "focus",
            abstract: "A swipe's way to the ear: to the first sample, and interrupting speech.")

        @Option(help: "Swipes to time.")
        var swipes = 200

        func validate() throws {
            try WholeNumberOption("--swipes", 1...1_000_000).check(swipes)
        }

        func run() throws {
            try BenchCommand.printFigures(
                of: FocusBenchmark(
                    voices: try Edge.voices(), swipes: swipes, worker: Edge.synthesisWorker(speaking: "en-US")
                ).run)
        }
    }

    struct LongRunCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "long-run",
            abstract: "Random gestures through one REPL session: time per gesture and memory, first and last 10,000.")

        @Option(help: "Gestures in the session.")
        var gestures = 100_000

        func validate() throws {
            try WholeNumberOption("--gestures", 2...10_000_000).check(gestures)
        }

        func run() throws {
            try BenchCommand.printFigures(of: LongRunBenchmark(voices: try Edge.voices(), gestures: gestures).run)
        }
    }

    struct ListenCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "listen",
            abstract:
                "earshot listen: 2 jobs against 1, against one espeak-ng -w, an incremental re-run, worker memory.")

        @Option(help: "Screens of the generated app.")
        var screens = 20

        @Option(
            help: ArgumentHelp("Where the reports are written (default: the temporary directory).", valueName: "dir"))
        var directory: String?

        func validate() throws {
            try WholeNumberOption("--screens", 1...1_000).check(screens)
        }

        func run() throws {
            let executable = ResourceDirectory.runningExecutable() ?? URL(fileURLWithPath: CommandLine.arguments[0])
            try BenchCommand.printFigures(
                of: ListenBenchmark(
                    executable: executable, screens: screens,
                    directory: directory.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
                ).run)
        }
    }

    struct AuditCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "audit",
            abstract:
                "earshot audit's rules on a generated 100,000-element screen, per locale; 10,000 one-element screens against one screen of 10,000."
        )

        @Option(help: "Elements on the generated screen.")
        var elements = 100_000

        @Option(help: "One-element screens of the generated app, audited against one screen of as many elements.")
        var screens = 10_000

        func validate() throws {
            try BenchCommand.elements.check(elements)
            try WholeNumberOption("--screens", 1...1_000_000).check(screens)
        }

        func run() throws {
            try BenchCommand.printFigures(
                of: AuditBenchmark(voices: try Edge.voices(), elementCount: elements, screenCount: screens).run)
        }
    }

    struct CompareCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",
            abstract: "earshot compare: a 5,000-line walk against a 5,000-element screen; a 50 MB walk's peak memory.")

        @Option(help: "Elements on the generated screen, and lines of the walk of it.")
        var elements = 5_000

        @Option(help: "Bytes of the big walk.")
        var walkBytes = 50_000_000

        func validate() throws {
            try BenchCommand.elements.check(elements)
            try WholeNumberOption("--walk-bytes", 1...100_000_000).check(walkBytes)
        }

        func run() throws {
            try BenchCommand.printFigures(
                of: CompareBenchmark(voices: try Edge.voices(), elementCount: elements, bigWalkBytes: walkBytes).run)
        }
    }

    struct ServeCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract:
                "earshot serve: a key to its first audio, interrupts, capacity against the ceiling, a room, idle memory."
        )

        @Option(help: "Keys pressed one at a time for the single-page figures.")
        var rounds = 200

        @Option(help: "Sessions pressing keys at once under load.")
        var sessions = 50

        @Option(help: "Seconds the room's load lasts.")
        var seconds = 10

        @OptionGroup var synthesisWorkers: SynthesisWorkersOption

        func validate() throws {
            try WholeNumberOption("--rounds", 1...100_000).check(rounds)
            try WholeNumberOption("--sessions", 1...10_000).check(sessions)
            try WholeNumberOption("--seconds", 1...3_600).check(seconds)
        }

        func run() async throws {
            var figures = BenchCommand.Figures()
            try await ServeBenchmark(
                voices: try Edge.voices(), rounds: rounds, sessions: sessions, seconds: seconds,
                synthesis: synthesisWorkers.plan(speaking: "en-US")
            ).run { figures.show($0) }
            try figures.conclude()
        }
    }

    /// `--elements` of a generated screen or page source: as many as a capture may hold.
    static let elements = WholeNumberOption("--elements", 1...1_000_000)

    /// Runs a benchmark, printing each figure as it comes and a last line counting those over
    /// budget.
    static func printFigures(of run: ((Benchmarks.Measurement) -> Void) throws -> Void) throws {
        var figures = Figures()
        try run { figures.show($0) }
        try figures.conclude()
    }

    /// Figures printed as they come, then a line counting those over budget.
    struct Figures {
        private var over = 0
        private var failure: OutputError?

        /// Prints one figure; a failure to print is kept for ``conclude()``.
        mutating func show(_ measurement: Benchmarks.Measurement) {
            if !measurement.withinBudget { over += 1 }
            do throws(OutputError) {
                try StandardStream.output.writeLine(measurement.line)
            } catch {
                failure = failure ?? error
            }
        }

        /// The last line; throws when any figure could not be printed.
        func conclude() throws {
            if let failure { throw failure }
            try Edge.outputLine(over == 0 ? "all figures within budget" : "\(over) figure(s) over budget")
        }
    }
}
