import AccessibilityModel
import AppLoading
import Foundation
import Navigation
import Readings
import ResourceLocation
import SpeechBridge
import UtteranceRendering
import Voices

/// Measures the whole path a swipe takes to the ear against docs/benchmarks.md: from the gesture to the
/// first sample handed to the audio sink, and, when focus moves while speaking, until the old
/// audio has stopped and the new has started. Runs on the samples' stocks screen, in English and
/// in Japanese, and times a first emoji in a locale at the key.
package struct FocusBenchmark {
    package var voices: VoiceCatalog
    package var swipes: Int
    /// The command starting a synthesis process, as `earshot repl` speaks through one: the
    /// English swipes are timed through it too.
    package var worker: [String]?

    package init(voices: VoiceCatalog, swipes: Int = 200, worker: [String]? = nil) {
        self.voices = voices
        self.swipes = swipes
        self.worker = worker
    }

    package func run(report: (Measurement) -> Void) throws {
        let file = try ResourceDirectory.locate("samples").appendingPathComponent("stocks.yaml")
        let app = try AppSource.load(url: file).app
        let synthesizer = try Synthesizer(voices: voices)
        try measureSwipes(
            on: app, locale: "en-US", synthesizer: synthesizer,
            names: (
                "swipe to first sample at the audio sink (median)", "swipe while speaking: old stops, new starts",
                "swipe while speaking: old stops, new starts (max)"
            ), report: report)
        if let worker {
            let apart = try Synthesizer(voices: voices, worker: worker)
            defer { apart.close() }
            try measureSwipes(
                on: app, locale: "en-US", synthesizer: apart,
                names: (
                    "swipe to first sample, synthesis process (median)",
                    "swipe while speaking, synthesis process", "swipe while speaking, synthesis process (max)"
                ), report: report)
        }
        try firstEmojiAtTheKey(on: app, report: report)
        // The stocks rows in Japanese: kanji, numbers and decimals for the reading step
        // ("アップル、432.39ドル、1.3%上昇"), read from the cache after the first swipes.
        try measureSwipes(
            on: app, locale: "ja", synthesizer: synthesizer,
            names: (
                "swipe to first sample at the sink, Japanese (median)", "swipe while speaking, Japanese",
                "swipe while speaking, Japanese (max)"
            ), report: report)
    }

    private func measureSwipes(
        on app: App, locale: String, synthesizer: Synthesizer,
        names: (firstSample: String, interrupt: String, longestInterrupt: String), report: (Measurement) -> Void
    ) throws {
        var session = try NavigationSession(app: app, locale: locale, voices: voices)
        // Load the voice once so its first-load cost is not counted (in kana for Japanese: a Latin
        // word is what espeak-ng 1.51's Japanese voice can fail on).
        _ = try synthesizer.synthesize(SpeechRequest(text: locale == "ja" ? "じゅんび" : "Ready", locale: locale))

        var firstSamples: [Double] = []
        var interrupts: [Double] = []
        for round in 0..<swipes {
            // Swipe back and forth between the two stock rows.
            try session.focus(on: round.isMultiple(of: 2) ? "alphabet" : "apple")
            let old = TimingSink()
            let speaker = Speaker(synthesizer: synthesizer, output: old)
            session.perform(.readAll(fromTop: true)).forEach { speaker.enqueue($0) }
            old.waitForFirstSample()

            let new = TimingSink()
            let next = Speaker(synthesizer: synthesizer, output: new)
            let start = Stopwatch.now
            let said = session.perform(round.isMultiple(of: 2) ? .previous : .next)
            said.forEach { next.say($0) }
            new.waitForFirstSample()
            next.waitUntilIdle()
            guard let first = new.firstSample else { continue }
            firstSamples.append(Double(first - start) / 1e6)
            interrupts.append(Double(max(first, old.lastSample ?? first) - start) / 1e6)
        }
        report(Measurement(names.firstSample, Stopwatch.median(firstSamples), "ms", budget: 1))
        report(Measurement(names.interrupt + " (median)", Stopwatch.median(interrupts), "ms", budget: 5))
        report(Measurement(names.longestInterrupt, interrupts.max() ?? .nan, "ms"))
    }

    /// A first emoji in a locale, read at the key: a session in Arabic starts, loading the
    /// locale's emoji names in the background as `earshot repl` and `earshot serve` do, and, half
    /// a second later, as a user's first key would come, a label with an emoji is read.
    private func firstEmojiAtTheKey(on app: App, report: (Measurement) -> Void) throws {
        Readings.prepare(locale: "ar")
        _ = try NavigationSession(app: app, locale: "ar", voices: voices)
        Thread.sleep(forTimeInterval: 0.5)
        let start = Stopwatch.now
        _ = Readings.spoken("مرحبا 👋", locale: "ar")
        report(
            Measurement(
                "first emoji in a locale, at the key (ar)",
                Double(Stopwatch.now - start) / 1e6, "ms", budget: 5))
    }
}
