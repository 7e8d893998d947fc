import Audit
import Findings
import Foundation

extension AuditBenchmark {
    /// Every rule on the generated screen with a hint on every element, a third of them naming
    /// the gesture ("Tap to open item 3."), so that the hint rules read every hint and a third
    /// of the elements have a finding and its speech: against loading, resolving and ordering
    /// the same screen (docs/benchmarks.md: at most 1.5 times that). Then the time to write
    /// `sarifFindings` findings (those found, repeated) as SARIF (at most 1 second).
    func runHinted(report: (Measurement) -> Void) throws {
        let json = NavigationBenchmark.screenJSON(elements: elementCount) { index in
            index % 3 == 0 ? "Tap to open item \(index)." : "Opens item \(index)."
        }
        let opened = try NavigationBenchmark.open(data: Data(json.utf8), voices: voices)
        let navigation = opened.load + opened.open
        report(Measurement("load, resolve and order \(elementCount) hinted elements", navigation * 1000, "ms"))
        let auditor = Auditor(voices: voices)
        var fastest = Double.infinity
        var findings: [Finding] = []
        for _ in 0..<max(1, rounds) {
            fastest = min(
                fastest, try Stopwatch.seconds { findings = try auditor.audit(opened.app, locales: ["en-US"]) })
        }
        report(
            Measurement("audit, hinted, en-US (\(findings.count) found; fastest of \(rounds))", fastest * 1000, "ms"))
        report(Measurement("  audit / load, resolve and order", fastest / navigation, "×", budget: 1.5))
        guard !findings.isEmpty else { return }
        let written = AuditReport(
            findings: (0..<sarifFindings).map { findings[$0 % findings.count] }, rules: AuditRules.audit.map(\.rule),
            locales: ["en-US"])
        var bytes = 0
        let seconds = Stopwatch.seconds { bytes = AuditFormat.sarif.render(written).utf8.count }
        report(
            Measurement(
                "write \(sarifFindings) findings as SARIF (\(bytes / 1_048_576) MB)", seconds, "s", budget: 1))
    }
}
