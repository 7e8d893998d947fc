import Comparison
import Foundation
import ScreenFiles
import Utterances
import Voices

/// Measures `earshot compare` against docs/benchmarks.md: a walk of as many lines as the
/// generated screen of ``NavigationBenchmark`` has elements, with the differences real walks
/// have (an element missing, one in other words, one only VoiceOver said, a changed value), read
/// and compared in at most a second and in memory that grows with the walk; then a walk of
/// `bigWalkBytes` (the screen walked, then its last element said again and again, as a test that
/// keeps moving at the end records it), whose peak is at most ten times its size.
package struct CompareBenchmark {
    package var voices: VoiceCatalog
    package var elementCount: Int
    package var bigWalkBytes: Int

    package init(voices: VoiceCatalog, elementCount: Int = 5_000, bigWalkBytes: Int = 50_000_000) {
        self.voices = voices
        self.elementCount = elementCount
        self.bigWalkBytes = bigWalkBytes
    }

    package func run(report: (Measurement) -> Void) throws {
        let opened = try NavigationBenchmark.open(elements: elementCount, voices: voices)
        let session = opened.session
        let said = (0..<session.screen.count).map { session.utterance(at: $0) }
        let walk = Self.walk(of: said)
        let lines = walk.split(separator: "\n").count
        FreedMemory.handBack()
        ProcessMemory.resetPeakResident()
        let before = ProcessMemory.residentBytes(field: "VmRSS") ?? 0
        var comparison: Comparison?
        let seconds = try Stopwatch.seconds {
            comparison = Comparison(walk: try WalkFormats.read(walk, file: "walk.txt"), screen: "large", said: said)
        }
        let peak = (ProcessMemory.residentBytes(field: "VmHWM") ?? 0) - before
        report(
            Measurement("compare a \(lines)-line walk with \(said.count) elements", seconds * 1000, "ms", budget: 1000))
        report(Measurement("  its peak memory above the screen's", Double(peak) / 1_000_000, "MB"))
        let paired = comparison.map { $0.rows.count - $0.count(.voiceOverOnly) - $0.count(.earshotOnly) } ?? 0
        report(Measurement("  elements paired", Double(paired), "elements"))
        try runBigWalk(said: said, report: report)
    }

    /// The big walk: its peak memory against its size.
    private func runBigWalk(said: [Utterance], report: (Measurement) -> Void) throws {
        var walk = Self.walk(of: said)
        let last = (walk.split(separator: "\n").last.map(String.init) ?? "") + "\n"
        let repeats = max(0, (bigWalkBytes - walk.utf8.count) / last.utf8.count)
        walk.reserveCapacity(walk.utf8.count + repeats * last.utf8.count)
        for _ in 0..<repeats { walk += last }
        let bytes = walk.utf8.count
        FreedMemory.handBack()
        ProcessMemory.resetPeakResident()
        let before = ProcessMemory.residentBytes(field: "VmRSS") ?? 0
        let seconds = try Stopwatch.seconds {
            _ = Comparison(walk: try WalkFormats.read(walk, file: "big.txt"), screen: "large", said: said)
        }
        let peak = (ProcessMemory.residentBytes(field: "VmHWM") ?? 0) - before
        report(Measurement("compare a \(bytes / 1_000_000) MB walk", seconds * 1000, "ms"))
        report(Measurement("  its peak memory / its size", Double(peak) / Double(bytes), "×", budget: 10))
    }

    /// A walk of the screen, one utterance a line, with the differences of a real walk: every
    /// 97th element missing, every 89th said with another word, a changed number every 101st, an
    /// element only VoiceOver has after every 113th, and the last element said again.
    static func walk(of said: [Utterance]) -> String {
        var lines: [String] = []
        lines.reserveCapacity(said.count + said.count / 50)
        for (index, utterance) in said.enumerated() {
            var text = ComparedElement.text(utterance)
            if index % 97 == 50 { continue }
            if index % 89 == 40 { text += " selected" }
            if index % 101 == 60 { text = text.replacingOccurrences(of: "row", with: "row 1") }
            lines.append(text)
            if index % 113 == 70 { lines.append("Only on the device \(index) Button") }
        }
        lines.append(lines.last ?? "")
        return lines.joined(separator: "\n") + "\n"
    }
}
