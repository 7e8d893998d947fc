import AccessibilityModel
import Audit
import Foundation
import ScreenFiles
import Voices

extension AuditBenchmark {
    /// Every rule on an app of `screenCount` one-element screens against one screen of as many
    /// elements (docs/benchmarks.md: at most twice the time), both in en-US: an audit's cost
    /// grows with the elements, not with the square of the screens. Both apps are loaded from
    /// their JSON, then audited in turns, `screenRounds` times each, the fastest of each
    /// counting: taking turns, the two see the same moments of load on the machine, which
    /// would otherwise decide the ratio. Each app's peak memory is the most the process held
    /// while auditing it, above what it held with both apps loaded.
    func runScreens(report: (Measurement) -> Void) throws {
        let load = { (json: String) in try ScreenFileLoader.load(data: Data(json.utf8), name: "generated.json").app }
        var one = AuditedApp(app: try load(NavigationBenchmark.screenJSON(elements: screenCount)))
        var many = AuditedApp(app: try load(Self.screensJSON(screens: screenCount)))
        let auditor = Auditor(voices: voices)
        // What loading freed goes back to the system first, so that the audits' own
        // allocations show in the peak.
        FreedMemory.handBack()
        let start = ProcessMemory.residentBytes(field: "VmRSS")
        for _ in 0..<max(1, screenRounds) {
            try one.audit(by: auditor, above: start)
            try many.audit(by: auditor, above: start)
        }
        for (name, audited) in [
            ("1 screen of \(screenCount) elements", one), ("\(screenCount) screens of 1 element", many),
        ] {
            report(Measurement("audit, \(name) (\(audited.found) found)", audited.fastest * 1000, "ms"))
            report(Measurement("  peak memory above the loaded apps", audited.peakMegabytes, "MB"))
        }
        report(
            Measurement(
                "  \(screenCount) screens / 1 screen (fastest of \(screenRounds) each, in turns)",
                many.fastest / one.fastest, "×", budget: 2))
    }

    /// Rounds of screens against screens: more than the other audits' rounds, as the ratio of
    /// two short audits is what is judged.
    var screenRounds: Int { max(rounds, 5) }

    /// An app audited in en-US round after round: the fastest audit, its findings, and the
    /// peak resident memory of its audits above the resident memory before them (NaN without
    /// /proc/self/status).
    struct AuditedApp {
        let app: App
        var fastest = Double.infinity
        var found = 0
        var peakMegabytes = 0.0

        init(app: App) { self.app = app }

        mutating func audit(by auditor: Auditor, above start: Int?) throws {
            ProcessMemory.resetPeakResident()
            var count = 0
            fastest = min(fastest, try Stopwatch.seconds { count = try auditor.audit(app, locales: ["en-US"]).count })
            found = count
            let peak = ProcessMemory.residentBytes(field: "VmHWM")
            let above = start.flatMap { start in peak.map { Double($0 - start) / 1_048_576 } } ?? .nan
            peakMegabytes = max(peakMegabytes, above)
        }
    }

    /// An app of `count` screens, each holding one element of ``NavigationBenchmark``'s
    /// generated screen, at its top.
    static func screensJSON(screens count: Int) -> String {
        var json = "{\"name\": \"screens\", \"screens\": ["
        for index in 0..<count {
            json += index == 0 ? "\n" : ",\n"
            json += "{\"name\": \"screen\(index)\", \"elements\": [\(NavigationBenchmark.elementJSON(index, row: 0))]}"
        }
        return json + "\n]}\n"
    }
}
