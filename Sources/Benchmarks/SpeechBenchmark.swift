import Foundation
import SpeechBridge
import Synchronization
import Voices

/// Measures the audio bridge against SPEC §8: time to first sample, synthesis time against
/// libespeak-ng called from C, and interrupt latency.
public struct SpeechBenchmark {
    public var voices: VoiceCatalog
    /// The `espeak-baseline` program; the comparison is skipped when it is missing.
    public var baseline: URL?
    public var rounds: Int

    public init(voices: VoiceCatalog, baseline: URL?, rounds: Int = 5) {
        self.voices = voices
        self.baseline = baseline
        self.rounds = rounds
    }

    public func run(report: (Measurement) -> Void) throws {
        let synthesizer = try Synthesizer(voices: voices)
        // Load every voice once so first-load costs are not counted.
        for set in BenchmarkTexts.all {
            _ = try synthesizer.synthesize(SpeechRequest(text: set.labels[0], locale: set.locale))
        }
        var firstSamples: [Double] = []
        for set in BenchmarkTexts.all {
            for (kind, texts) in [("labels", set.labels), ("paragraph", [set.paragraph])] {
                let bridge = try time(texts, locale: set.locale, synthesizer: synthesizer)
                firstSamples += bridge.firstSamples
                report(Measurement("synthesis \(set.locale) \(kind), bridge", bridge.seconds * 1000, "ms"))
                if let c = try baseline(texts, locale: set.locale) {
                    report(Measurement("synthesis \(set.locale) \(kind), C", c * 1000, "ms"))
                    report(Measurement("synthesis \(set.locale) \(kind), bridge / C", bridge.seconds / c, "x", budget: 1.10))
                }
            }
        }
        report(Measurement("request to first sample (median)", Stopwatch.median(firstSamples) * 1000, "ms", budget: 1))
        let interrupts = try interruptLatencies(synthesizer: synthesizer)
        report(Measurement("interrupt: old stops, new starts (median)", Stopwatch.median(interrupts) * 1000, "ms", budget: 5))
        report(Measurement("interrupt: old stops, new starts (max)", (interrupts.max() ?? .nan) * 1000, "ms", budget: 5))
    }

    /// Each text's median synthesis time over `rounds` requests, summed (as the C baseline
    /// measures it), and every request's time to its first sample.
    private func time(_ texts: [String], locale: String, synthesizer: Synthesizer) throws
        -> (seconds: Double, firstSamples: [Double])
    {
        var total = 0.0
        var firsts: [Double] = []
        for text in texts {
            var times: [Double] = []
            for _ in 0..<rounds {
                let sink = TimingSink()
                let start = Stopwatch.now
                let ticket = synthesizer.enqueue(SpeechRequest(text: text, locale: locale), to: sink)
                if case .failed(let error) = ticket.wait() { throw error }
                times.append(Double(Stopwatch.now - start) / 1e9)
                if let first = sink.firstSample { firsts.append(Double(first - start) / 1e9) }
            }
            total += Stopwatch.median(times)
        }
        return (total, firsts)
    }

    /// The C program's synthesis time for the same texts, or nil without the program.
    private func baseline(_ texts: [String], locale: String) throws -> Double? {
        guard let baseline else { return nil }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-bench-\(UUID().uuidString).txt")
        try texts.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = baseline
        process.arguments = [try voices.profile(for: locale).espeakVoice, String(rounds), file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Result: Decodable { var seconds: Double }
        guard process.terminationStatus == 0 else { return nil }
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
