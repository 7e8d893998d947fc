import Foundation
import REPL
import ScreenFiles
import Voices

/// Drives one REPL session through many random gestures (as key mode does, each interrupting
/// the speech before it, speech rendered into nothing as with no sound device) and compares the
/// first and the last 10,000: the time per gesture and the memory held must not depend on how
/// long the session has run.
public struct LongRunBenchmark {
    public var voices: VoiceCatalog
    public var sample: URL
    public var gestures: Int
    /// The gestures timed at each end of the run.
    public var window: Int

    /// Per-gesture time at the end may exceed that at the start by this factor at most, and so
    /// may the memory held.
    static let allowedGrowth = 1.2

    /// Runs on `sample`, by default the built-in sample app.
    public init(voices: VoiceCatalog, sample: URL? = nil, gestures: Int = 100_000, window: Int = 10_000) throws {
        self.voices = voices
        self.sample = try sample
            ?? ResourceDirectory.locate("samples").appendingPathComponent(ScreenFileLoader.defaultSampleName)
        self.gestures = gestures
        self.window = min(window, gestures / 2)
    }

    /// The commands drawn from, a mix of a person's gestures on the sample app (activate and
    /// escape go into its screens and back).
    static let commands = [
        "next", "next", "next", "previous", "previous", "up", "down", "first", "last", "activate", "escape",
        "rotor next", "rotor previous", "magic-tap", "read all",
    ]

    public func run(report: (Measurement) -> Void) throws {
        let session = try ScriptedSession(file: sample, locale: "en-US", voices: voices)
        defer { session.finish() }
        var generator = SplitMix(seed: 10)
        var firstSeconds = 0.0
        var lastSeconds = 0.0
        var memoryAfterFirst = 0.0
        var failures = 0
        for index in 0..<gestures {
            let command = Self.commands[Int(generator.next() % UInt64(Self.commands.count))]
            let start = Stopwatch.now
            if !session.run(command) { failures += 1 }
            let seconds = Double(Stopwatch.now - start) / 1e9
            if index < window { firstSeconds += seconds }
            if index >= gestures - window { lastSeconds += seconds }
            if index == window - 1 { memoryAfterFirst = Self.residentMegabytes() }
        }
        let memoryAtEnd = Self.residentMegabytes()
        let first = firstSeconds / Double(window) * 1e6
        let last = lastSeconds / Double(window) * 1e6
        report(Measurement("\(gestures) gestures in one session (\(failures) refused)", (firstSeconds + lastSeconds), "s of the timed ends"))
        report(Measurement("gesture, first \(window) (mean)", first, "µs"))
        report(Measurement("gesture, last \(window) (mean)", last, "µs"))
        report(Measurement("  last ÷ first", last / first, "×", budget: Self.allowedGrowth))
        report(Measurement("resident memory after the first \(window)", memoryAfterFirst, "MB"))
        report(Measurement("resident memory at the end", memoryAtEnd, "MB"))
        report(Measurement("  end ÷ after the first", memoryAtEnd / memoryAfterFirst, "×", budget: Self.allowedGrowth))
        report(Measurement("peak memory (resident)", NavigationBenchmark.peakResidentMegabytes(), "MB"))
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
