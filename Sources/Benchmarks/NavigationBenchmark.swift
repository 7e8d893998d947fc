import AccessibilityModel
import AppFiles
import Foundation
import Navigation
import ScreenFiles
import Voices

/// Measures the navigation engine on a generated 100,000-element screen against docs/benchmarks.md: load
/// time, median swipe, median rotor jump, peak memory.
package struct NavigationBenchmark {
    package var voices: VoiceCatalog
    package var elementCount: Int
    package var swipes: Int

    package init(voices: VoiceCatalog, elementCount: Int = 100_000, swipes: Int = 20_000) {
        self.voices = voices
        self.elementCount = elementCount
        self.swipes = swipes
    }

    /// The generated screen loaded from its JSON and opened in a session, each step timed.
    struct Opened {
        var app: App
        var session: NavigationSession
        var bytes: Int
        /// Seconds to load the file, and to resolve and order the screen.
        var load: Double
        var open: Double
    }

    static func open(elements count: Int, voices: VoiceCatalog) throws -> Opened {
        // The text is freed here, and what making it took is not the engine's peak memory.
        let data = Data(screenJSON(elements: count).utf8)
        FreedMemory.handBack()
        ProcessMemory.resetPeakResident()
        return try open(data: data, voices: voices)
    }

    /// A screen file's JSON loaded and opened in a session, each step timed.
    static func open(data: consuming Data, voices: VoiceCatalog) throws -> Opened {
        // The bytes are the loader's to let go once parsed, as `earshot` does with a file.
        let bytes = data.count
        var loaded: LoadedApp?
        var data = Optional(data)
        let load = try Stopwatch.seconds { loaded = try ScreenFileLoader.load(data: data.take()!, name: "large.json") }
        let app = loaded!.app
        var opened: NavigationSession?
        let open = try Stopwatch.seconds { opened = try NavigationSession(app: app, locale: "en-US", voices: voices) }
        return Opened(app: app, session: opened!, bytes: bytes, load: load, open: open)
    }

    package func run(report: (Measurement) -> Void) throws {
        let opened = try Self.open(elements: elementCount, voices: voices)
        var session = opened.session
        report(
            Measurement(
                "load \(elementCount) elements (\(opened.bytes / 1_000_000) MB of JSON)", opened.load * 1000, "ms"))
        report(Measurement("  resolve and order", opened.open * 1000, "ms"))
        report(Measurement("  load, resolve and order", (opened.load + opened.open) * 1000, "ms", budget: 1000))

        var swipeTimes: [Double] = []
        swipeTimes.reserveCapacity(swipes)
        for _ in 0..<swipes {
            let start = Stopwatch.now
            session.next()
            swipeTimes.append(Double(Stopwatch.now - start) / 1e3)
            if session.log.count > 1000 { session.clearLog() }
        }
        report(Measurement("swipe, with its utterance (median)", Stopwatch.median(swipeTimes), "µs", budget: 20))

        var jumpTimes: [Double] = []
        session.perform(.first)
        for _ in 0..<(swipes / 10) {
            let start = Stopwatch.now
            let said = session.perform(.rotorDown)
            jumpTimes.append(Double(Stopwatch.now - start) / 1e3)
            if said.first?.cause == .boundary { session.perform(.first) }
            if session.log.count > 1000 { session.clearLog() }
        }
        report(Measurement("rotor jump to the next heading (median)", Stopwatch.median(jumpTimes), "µs", budget: 50))
        report(
            Measurement(
                "peak memory (resident, from the load on)", Self.peakResidentMegabytes(), "MB", budget: 120))
    }

    /// A phone screen of `count` buttons in rows of four, a heading every 50 elements, grouped in
    /// lists of 200.
    static func screenJSON(elements count: Int, hint: ((Int) -> String)? = nil) -> String {
        var json = "{\"name\": \"large\", \"elements\": ["
        let listSize = 200
        for list in stride(from: 0, to: count, by: listSize) {
            json += list == 0 ? "\n" : ",\n"
            json +=
                "{\"accessibilityIdentifier\": \"list\(list / listSize)\", \"accessibilityContainerType\": \"list\", \"subviews\": ["
            for index in list..<min(count, list + listSize) {
                json += index == list ? "\n" : ",\n"
                json += elementJSON(index, row: index / 4, hint: hint?(index))
            }
            json += "]}"
        }
        return json + "\n]}\n"
    }

    /// The generated screen's element `index`: a button (a heading every 50 elements), one of a
    /// row of four, `row` rows down, with `hint` when given.
    static func elementJSON(_ index: Int, row: Int, hint: String? = nil) -> String {
        let traits = index % 50 == 0 ? "header" : "button"
        return
            "{\"accessibilityIdentifier\": \"e\(index)\", \"accessibilityLabel\": \"Item \(index), row \(row)\", "
            + (hint.map { "\"accessibilityHint\": \"\($0)\", " } ?? "")
            + "\"accessibilityTraits\": [\"\(traits)\"], \"accessibilityFrame\": [\((index % 4) * 98), \(row * 44), 98, 44]}"
    }

    /// The most memory the process has held since the peak was last reset
    /// (``ProcessMemory/resetPeakResident()``), in megabytes; since it started where the peak
    /// cannot be read so.
    static func peakResidentMegabytes() -> Double {
        if let peak = ProcessMemory.residentBytes(field: "VmHWM") { return Double(peak) / 1_048_576 }
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
