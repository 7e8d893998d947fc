import Foundation
import Readings
import SpeechBridge
import Synchronization
import Voices

/// Measures the audio bridge against docs/benchmarks.md: `earshot say` against the `espeak-ng` program
/// (``SayBenchmark``), time to first sample, synthesis time against libespeak-ng called from C,
/// and interrupt latency.
///
/// Synthesis speed differs by up to half from one process to the next here (memory layout, where
/// the host runs the process), while staying steady within one. So both sides are timed the same
/// way: each trial runs the bridge in a fresh `earshot bench speech-trial` process and the C
/// program in a fresh process, one after the other, and each side's fastest trial counts.
package struct SpeechBenchmark {
    package var voices: VoiceCatalog
    /// The `earshot` executable, run for the bridge's trials.
    package var bridge: URL
    /// The `espeak-baseline` program; the comparison is skipped when it is missing.
    package var baseline: URL?
    package var rounds: Int
    package var trials: Int

    package init(voices: VoiceCatalog, bridge: URL, baseline: URL?, rounds: Int = 5, trials: Int = 9) {
        self.voices = voices
        self.bridge = bridge
        self.baseline = baseline
        self.rounds = rounds
        self.trials = trials
    }

    package func run(report: (Measurement) -> Void) throws {
        guard let espeak = SayBenchmark.espeakOnPath() else {
            throw BenchmarkError("no espeak-ng on PATH to compare `earshot say` with; .ci/install-deps installs it")
        }
        try SayBenchmark(earshot: bridge, espeak: espeak, voices: voices).run(report: report)
        let synthesizer = try Synthesizer(voices: voices)
        // Load every voice once so first-load costs are not counted.
        for set in BenchmarkTexts.all {
            _ = try synthesizer.synthesize(SpeechRequest(text: set.labels[0], locale: set.locale))
        }
        var firstSamples: [Double] = []
        var japaneseFirstSamples: [Double] = []
        for set in BenchmarkTexts.all {
            for (kind, texts) in [("labels", set.labels), ("paragraph", [set.paragraph])] {
                let firsts = try Self.time(texts, locale: set.locale, rounds: rounds, synthesizer: synthesizer)
                    .firstSamples
                firstSamples += firsts
                if set.locale == BenchmarkTexts.japanese.locale { japaneseFirstSamples += firsts }
                guard let baseline else { continue }
                let file = FileManager.default.temporaryDirectory
                    .appendingPathComponent("earshot-bench-\(UUID().uuidString).txt")
                // Both sides synthesise what the voice is given: the texts as read.
                try texts.map { Readings.spoken($0, locale: set.locale) }.joined(separator: "\n")
                    .write(to: file, atomically: true, encoding: .utf8)
                defer { try? FileManager.default.removeItem(at: file) }
                let voice = try voices.profile(for: set.locale).espeakVoice
                var bridgeTime = Double.infinity
                var cTime = Double.infinity
                for _ in 0..<trials {
                    bridgeTime = min(
                        bridgeTime,
                        try Self.seconds(of: bridge, ["bench", "speech-trial", set.locale, String(rounds), file.path]))
                    cTime = min(cTime, try Self.seconds(of: baseline, [voice, String(rounds), file.path]))
                }
                report(Measurement("synthesis \(set.locale) \(kind), bridge", bridgeTime * 1000, "ms"))
                report(Measurement("synthesis \(set.locale) \(kind), C", cTime * 1000, "ms"))
                report(
                    Measurement("synthesis \(set.locale) \(kind), bridge / C", bridgeTime / cTime, "x", budget: 1.10))
            }
        }
        report(Measurement("request to first sample (median)", Stopwatch.median(firstSamples) * 1000, "ms", budget: 1))
        report(
            Measurement(
                "request to first sample, Japanese, cached (median)",
                Stopwatch.median(japaneseFirstSamples) * 1000, "ms", budget: 1))
        let interrupts = try interruptLatencies(synthesizer: synthesizer)
        report(
            Measurement(
                "interrupt: old stops, new starts (median)", Stopwatch.median(interrupts) * 1000, "ms", budget: 5))
        report(
            Measurement("interrupt: old stops, new starts (max)", (interrupts.max() ?? .nan) * 1000, "ms", budget: 5))
    }

    /// One trial of the bridge, in this process: the texts of `file` (one a line) synthesised in
    /// `locale`, as the C program does with them. Returns the sum over the texts of each text's
    /// fastest time over `rounds` requests.
    package static func trial(file: URL, locale: String, rounds: Int, voices: VoiceCatalog) throws -> Double {
        let texts = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let synthesizer = try Synthesizer(voices: voices)
        _ = try synthesizer.synthesize(SpeechRequest(text: texts.first ?? "", locale: locale))
        return try time(texts, locale: locale, rounds: rounds, synthesizer: synthesizer).seconds
    }

    /// Each text's fastest synthesis time over `rounds` requests, summed (interference only
    /// adds time, so the fastest round is the steadiest figure), and every request's time to its
    /// first sample. Each request is timed from the text as written: the reading step (cached
    /// after the first round) is part of it.
    private static func time(
        _ texts: [String], locale: String, rounds: Int, synthesizer: Synthesizer
    ) throws
        -> (seconds: Double, firstSamples: [Double])
    {
        var total = 0.0
        var firsts: [Double] = []
        for text in texts {
            var times: [Double] = []
            for _ in 0..<rounds {
                let sink = TimingSink()
                let start = Stopwatch.now
                let spoken = Readings.spoken(text, locale: locale)
                let ticket = synthesizer.enqueue(SpeechRequest(text: spoken, locale: locale), to: sink)
                if case .failed(let error) = ticket.wait() { throw error }
                times.append(Double(Stopwatch.now - start) / 1e9)
                if let first = sink.firstSample { firsts.append(Double(first - start) / 1e9) }
            }
            total += times.min() ?? 0
        }
        return (total, firsts)
    }

    /// Runs a trial program and reads the `{"seconds": …}` it prints.
    private static func seconds(of program: URL, _ arguments: [String]) throws -> Double {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Result: Decodable { var seconds: Double }
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed")
        }
        return try JSONDecoder().decode(Result.self, from: data).seconds
    }

    /// For each trial: while a paragraph is being spoken, a new request arrives; the time from
    /// then until the old request has stopped and the new one's first sample is out.
    private func interruptLatencies(synthesizer: Synthesizer) throws -> [Double] {
        var latencies: [Double] = []
        for _ in 0..<max(rounds * 4, 10) {
            let old = TimingSink()
            let new = TimingSink()
            let oldTicket = synthesizer.speak(
                SpeechRequest(text: BenchmarkTexts.english.paragraph, locale: "en-US"), to: old)
            old.waitForFirstSample()
            let start = Stopwatch.now
            let newTicket = synthesizer.speak(SpeechRequest(text: "Next. Button.", locale: "en-US"), to: new)
            _ = oldTicket.wait()
            _ = newTicket.wait()
            guard let first = new.firstSample, let oldEnd = old.lastSample else { continue }
            latencies.append(Double(max(first, oldEnd) - start) / 1e9)
        }
        return latencies
    }
}
