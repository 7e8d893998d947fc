import Audit
import Foundation
import Voices

/// Measures `earshot audit` on the generated 100,000-element screen of ``NavigationBenchmark``:
/// every rule, in each locale asked for, against what loading, resolving and ordering the same
/// screen costs in the same process (docs/benchmarks.md: auditing costs at most as much). The two
/// are timed in turns, `rounds` times, the fastest of each counting: on a shared machine a single
/// run of either may be slowed by another process.
package struct AuditBenchmark {
    package var voices: VoiceCatalog
    package var elementCount: Int
    package var locales: [String]
    package var rounds: Int

    package init(
        voices: VoiceCatalog, elementCount: Int = 100_000, locales: [String] = ["en-US", "en"], rounds: Int = 3
    ) {
        self.voices = voices
        self.elementCount = elementCount
        self.locales = locales
        self.rounds = rounds
    }

    package func run(report: (Measurement) -> Void) throws {
        let auditor = Auditor(voices: voices)
        var navigation = Double.infinity
        var audits = [Double](repeating: .infinity, count: locales.count)
        var found = [Int](repeating: 0, count: locales.count)
        for _ in 0..<max(1, rounds) {
            let opened = try NavigationBenchmark.open(elements: elementCount, voices: voices)
            navigation = min(navigation, opened.load + opened.open)
            for (index, locale) in locales.enumerated() {
                let seconds = try Stopwatch.seconds {
                    found[index] = try auditor.audit(opened.app, locales: [locale]).count
                }
                audits[index] = min(audits[index], seconds)
            }
        }
        report(
            Measurement(
                "load, resolve and order \(elementCount) elements (fastest of \(rounds))", navigation * 1000, "ms"))
        for (index, locale) in locales.enumerated() {
            report(
                Measurement(
                    "audit, \(locale) (\(found[index]) found; fastest of \(rounds))", audits[index] * 1000, "ms"))
            report(Measurement("  audit / load, resolve and order", audits[index] / navigation, "×", budget: 1))
        }
    }
}
