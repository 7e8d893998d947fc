import Foundation
import REPL
import ScreenFiles
import Voices

/// Drives one REPL session through many random gestures (as key mode does, each interrupting
/// the speech before it, speech rendered into nothing as with no sound device) and compares the
/// first and the last 10,000: the time per gesture and the memory held must not depend on how
/// long the session has run.
package struct LongRunBenchmark {
    package var voices: VoiceCatalog
    package var sample: URL
    package var gestures: Int
    /// The gestures timed at each end of the run.
    package var window: Int

    /// Per-gesture time at the end may exceed that at the start by this factor at most, and so
    /// may the memory held.
    static let allowedGrowth = 1.2

    /// Runs on `sample`, by default the built-in sample app.
    package init(voices: VoiceCatalog, sample: URL? = nil, gestures: Int = 100_000, window: Int = 10_000) throws {
        self.voices = voices
        self.sample = try sample ?? ScreenFileLoader.defaultSample()
        self.gestures = gestures
        self.window = min(window, gestures / 2)
    }

    /// The commands drawn from, a mix of a person's gestures on the sample app (activate and
    /// escape go into its screens and back).
    static let commands = [
        "next", "next", "next", "previous", "previous", "up", "down", "first", "last", "activate", "escape",
        "rotor next", "rotor previous", "magic-tap", "read all",
    ]

    package func run(report: (Measurement) -> Void) throws {
        let session = try ScriptedSession(file: sample, locale: "en-US", voices: voices)
        defer { session.finish() }
        var generator = SplitMix(seed: 10)
        var first = Window()
        var last = Window()
        var memoryAfterFirst = 0.0
        var failures = 0
        let started = Stopwatch.now
        for index in 0..<gestures {
            if index == 0 { first.start() }
            if index == gestures - window { last.start() }
            let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
            if !session.run(command) { failures += 1 }
            if index == window - 1 {
                first.stop()
                memoryAfterFirst = Self.residentMegabytes()
            }
        }
        last.stop()
        let memoryAtEnd = Self.residentMegabytes()
        let perGesture = 1e6 / Double(window)
        let total = Double(Stopwatch.now - started) / 1e9
        report(Measurement("\(gestures) gestures in one session, \(failures) refused", total, "s"))
        report(Measurement("gesture, first \(window) (mean, wall clock)", first.wall * perGesture, "µs"))
        report(Measurement("gesture, last \(window) (mean, wall clock)", last.wall * perGesture, "µs"))
        report(Measurement("gesture, first \(window) (mean, CPU of all threads)", first.cpu * perGesture, "µs"))
        report(Measurement("gesture, last \(window) (mean, CPU of all threads)", last.cpu * perGesture, "µs"))
        report(Measurement("  last ÷ first (CPU)", last.cpu / first.cpu, "×", budget: Self.allowedGrowth))
        report(Measurement("resident memory after the first \(window)", memoryAfterFirst, "MB"))
        report(Measurement("resident memory at the end", memoryAtEnd, "MB"))
        report(Measurement("  end ÷ after the first", memoryAtEnd / memoryAfterFirst, "×", budget: Self.allowedGrowth))
        report(Measurement("peak memory (resident)", NavigationBenchmark.peakResidentMegabytes(), "MB"))
    }

    /// The wall-clock and CPU seconds of a stretch of gestures. The budget is on CPU time, the
    /// process's own work, which other processes on a busy machine do not inflate.
    struct Window {
        private var wallStart = 0.0
        private var cpuStart = 0.0
        private(set) var wall = 0.0
        private(set) var cpu = 0.0

        mutating func start() {
            wallStart = Double(Stopwatch.now) / 1e9
            cpuStart = Self.processSeconds()
        }

        mutating func stop() {
            wall = Double(Stopwatch.now) / 1e9 - wallStart
            cpu = Self.processSeconds() - cpuStart
        }

        /// CPU seconds used by every thread of the process so far.
        static func processSeconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
    }

    /// The memory the process holds now (resident set), in megabytes.
    static func residentMegabytes() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return .nan }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}

/// A small seeded random number generator, so every run draws the same gestures.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
