import Audit
import Foundation
import Voices

/// Measures `earshot audit` on the generated 100,000-element screen of ``NavigationBenchmark``:
/// every rule, in each locale asked for, against what loading, resolving and ordering the same
/// screen costs in the same process (docs/benchmarks.md: auditing costs at most as much). The
/// load is timed as `earshot bench navigation` times it, once, first in the process, as a command
/// loads a file; each audit is timed `rounds` times after it, the fastest counting, so that
/// another process busy on the machine for a moment does not decide the figure. Then an app of
/// `screenCount` one-element screens against one screen of as many elements
/// (``runScreens(report:)``), after the same screen with a hint on every element and a third of
/// them found wanting, and SARIF written for 60,000 findings (``runHinted(report:)``); last, the
/// rules' precision and recall on the labelled corpus (``runPrecision(report:)``).
package struct AuditBenchmark {
    package var voices: VoiceCatalog
    package var elementCount: Int
    package var screenCount: Int
    package var locales: [String]
    package var rounds: Int
    /// How many findings the SARIF writer is timed on.
    package var sarifFindings: Int

    package init(
        voices: VoiceCatalog, elementCount: Int = 100_000, screenCount: Int = 10_000,
        locales: [String] = ["en-US", "en"], rounds: Int = 3, sarifFindings: Int = 60_000
    ) {
        self.sarifFindings = sarifFindings
        self.voices = voices
        self.elementCount = elementCount
        self.screenCount = screenCount
        self.locales = locales
        self.rounds = rounds
    }

    package func run(report: (Measurement) -> Void) throws {
        let opened = try NavigationBenchmark.open(elements: elementCount, voices: voices)
        let navigation = opened.load + opened.open
        report(Measurement("load, resolve and order \(elementCount) elements", navigation * 1000, "ms"))
        let auditor = Auditor(voices: voices)
        for locale in locales {
            var fastest = Double.infinity
            var found = 0
            for _ in 0..<max(1, rounds) {
                fastest = min(
                    fastest, try Stopwatch.seconds { found = try auditor.audit(opened.app, locales: [locale]).count })
            }
            report(Measurement("audit, \(locale) (\(found) found; fastest of \(rounds))", fastest * 1000, "ms"))
            report(Measurement("  audit / load, resolve and order", fastest / navigation, "×", budget: 1))
        }
        try runHinted(report: report)
        try runScreens(report: report)
        try runPrecision(report: report)
    }
}
