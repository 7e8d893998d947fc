import Foundation
import Voices

/// `earshot say TEXT --out FILE` against `espeak-ng -v VOICE -w FILE TEXT`: whole processes,
/// start-up included, as a user meets them. Trials alternate between the two so that load on
/// the machine falls on both alike; medians are compared.
package struct SayBenchmark {
    /// The `earshot` executable.
    package var earshot: URL
    /// The `espeak-ng` executable.
    package var espeak: URL
    package var voices: VoiceCatalog
    package var trials: Int

    /// Whole-process time of `earshot say` over `espeak-ng -w`, at most: for a paragraph, where
    /// synthesis dominates, and for one word, where start-up does (a larger executable than
    /// espeak-ng's, with the Swift runtime and argument parser to start).
    package static let paragraphBudget = 1.2
    package static let wordBudget = 2.5

    package init(earshot: URL, espeak: URL, voices: VoiceCatalog, trials: Int = 21) {
        self.earshot = earshot
        self.espeak = espeak
        self.voices = voices
        self.trials = trials
    }

    /// The `espeak-ng` program on `PATH`, or nil.
    package static func espeakOnPath() -> URL? {
        ExecutableSearch.onPath("espeak-ng")
    }

    package func run(report: (Measurement) -> Void) throws {
        let locale = BenchmarkTexts.english.locale
        let voice = try voices.profile(for: locale).espeakVoice
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-say-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ours = directory.appendingPathComponent("earshot.wav").path
        let theirs = directory.appendingPathComponent("espeak.wav").path
        let cases = [
            ("paragraph", BenchmarkTexts.english.paragraph, Self.paragraphBudget),
            ("one word", "Settings", Self.wordBudget),
        ]
        for (name, text, budget) in cases {
            var earshotTimes: [Double] = []
            var espeakTimes: [Double] = []
            for _ in 0..<trials {
                earshotTimes.append(try Self.seconds(earshot, ["say", text, "--locale", locale, "--out", ours]))
                espeakTimes.append(try Self.seconds(espeak, ["-v", voice, "-w", theirs, text]))
            }
            try Self.checkSameLength(ours, theirs)
            let earshotTime = Stopwatch.median(earshotTimes)
            let espeakTime = Stopwatch.median(espeakTimes)
            report(Measurement("say \(name): earshot process (median)", earshotTime * 1000, "ms"))
            report(Measurement("say \(name): espeak-ng process (median)", espeakTime * 1000, "ms"))
            report(Measurement("say \(name): earshot / espeak-ng", earshotTime / espeakTime, "x", budget: budget))
        }
    }

    /// Wall-clock time of one run of `program`, which must succeed. Playback is off, so
    /// `earshot` does not open a sound device (the espeak-ng CLI does not play with `-w`).
    private static func seconds(_ program: URL, _ arguments: [String]) throws -> Double {
        try ProcessTimer.seconds(program, arguments, extraEnvironment: ["EARSHOT_AUDIO": "none"])
    }

    /// Both programs spoke the same text: their files hold about as much audio (espeak-ng's
    /// program ends with a longer pause, a third of a second more after one word).
    private static func checkSameLength(_ ours: String, _ theirs: String) throws {
        let sizes = try [ours, theirs].map {
            (try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0
        }
        guard sizes[0] > 44, abs(Double(sizes[0] - sizes[1])) < Double(sizes[1]) * 0.5 else {
            throw BenchmarkError("earshot wrote \(sizes[0]) bytes where espeak-ng wrote \(sizes[1])")
        }
    }
}
