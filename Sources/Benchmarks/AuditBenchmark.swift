import Audit
import Foundation
import ScreenFiles
import Voices

/// Measures `earshot audit` on the generated 100,000-element screen of ``NavigationBenchmark``:
/// every rule, in each locale asked for (docs/benchmarks.md: at most 1 s per locale).
public struct AuditBenchmark {
    public var voices: VoiceCatalog
    public var elementCount: Int
    public var locales: [String]

    public init(voices: VoiceCatalog, elementCount: Int = 100_000, locales: [String] = ["en-US", "en"]) {
        self.voices = voices
        self.elementCount = elementCount
        self.locales = locales
    }

    public func run(report: (Measurement) -> Void) throws {
        let data = Data(NavigationBenchmark.screenJSON(elements: elementCount).utf8)
        let app = try ScreenFileLoader.load(data: data, name: "large.json").app
        let auditor = Auditor(voices: voices)
        for locale in locales {
            var findings = 0
            let seconds = try Stopwatch.seconds { findings = try auditor.audit(app, locales: [locale]).count }
            report(
                Measurement(
                    "audit \(elementCount) elements, \(locale) (\(findings) found)", seconds * 1000, "ms", budget: 1000)
            )
        }
    }
}
