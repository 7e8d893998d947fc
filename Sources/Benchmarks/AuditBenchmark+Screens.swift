import Audit
import Foundation
import ScreenFiles
import Voices

extension AuditBenchmark {
    /// Every rule on an app of `screenCount` one-element screens against one screen of as many
    /// elements (docs/benchmarks.md: at most twice the time), both in en-US: an audit's cost
    /// grows with the elements, not with the square of the screens. Each app is loaded from its
    /// JSON, then audited `rounds` times, the fastest counting; its peak memory is the most the
    /// process held while auditing it, above what it held with the app loaded.
    func runScreens(report: (Measurement) -> Void) throws {
        let one = try Self.audit(NavigationBenchmark.screenJSON(elements: screenCount), voices: voices, rounds: rounds)
        let many = try Self.audit(Self.screensJSON(screens: screenCount), voices: voices, rounds: rounds)
        for (name, audited) in [
            ("1 screen of \(screenCount) elements", one), ("\(screenCount) screens of 1 element", many),
        ] {
            report(Measurement("audit, \(name) (\(audited.found) found)", audited.seconds * 1000, "ms"))
            report(Measurement("  peak memory above the loaded app", audited.peakMegabytes, "MB"))
        }
        report(
            Measurement(
                "  \(screenCount) screens / 1 screen (fastest of \(rounds) each)", many.seconds / one.seconds, "×",
                budget: 2))
    }

    /// `json` loaded, then audited in en-US `rounds` times: the fastest time, the findings, and
    /// the peak resident memory of the audits above the resident memory before them (NaN
    /// without /proc/self/status).
    static func audit(
        _ json: String, voices: VoiceCatalog, rounds: Int
    ) throws -> (seconds: Double, found: Int, peakMegabytes: Double) {
        let app = try ScreenFileLoader.load(data: Data(json.utf8), name: "generated.json").app
        let auditor = Auditor(voices: voices)
        // What earlier work freed goes back to the system first, so that the audits' own
        // allocations show in the peak.
        ProcessMemory.releaseFreeMemory()
        let start = ProcessMemory.residentBytes(field: "VmRSS")
        ProcessMemory.resetPeakResident()
        var fastest = Double.infinity
        var found = 0
        for _ in 0..<max(1, rounds) {
            fastest = min(fastest, try Stopwatch.seconds { found = try auditor.audit(app, locales: ["en-US"]).count })
        }
        let peak = ProcessMemory.residentBytes(field: "VmHWM")
        let above = start.flatMap { start in peak.map { Double($0 - start) / 1_048_576 } } ?? .nan
        return (fastest, found, above)
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
