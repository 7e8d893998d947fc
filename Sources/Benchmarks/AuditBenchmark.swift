import Audit
import Foundation
import Voices

/// Measures `earshot audit` on the generated 100,000-element screen of ``NavigationBenchmark``:
/// every rule, in each locale asked for, against what loading, resolving and ordering the same
/// screen costs in the same process (docs/benchmarks.md: auditing costs at most as much).
package struct AuditBenchmark {
    package var voices: VoiceCatalog
    package var elementCount: Int
    package var locales: [String]

    package init(voices: VoiceCatalog, elementCount: Int = 100_000, locales: [String] = ["en-US", "en"]) {
        self.voices = voices
        self.elementCount = elementCount
        self.locales = locales
    }

    package func run(report: (Measurement) -> Void) throws {
        let opened = try NavigationBenchmark.open(elements: elementCount, voices: voices)
        let navigation = opened.load + opened.open
        report(Measurement("load, resolve and order \(elementCount) elements", navigation * 1000, "ms"))
        let auditor = Auditor(voices: voices)
        for locale in locales {
            var findings = 0
            let seconds = try Stopwatch.seconds { findings = try auditor.audit(opened.app, locales: [locale]).count }
            report(Measurement("audit, \(locale) (\(findings) found)", seconds * 1000, "ms"))
            report(Measurement("  audit / load, resolve and order", seconds / navigation, "×", budget: 1))
        }
    }
}
