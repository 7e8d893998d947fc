import AppLoading
import Foundation
import Navigation
import ResourceLocation
import SpeechBridge
import UtteranceRendering
import Voices

/// Measures the whole path a swipe takes to the ear against docs/benchmarks.md: from the gesture to the
/// first sample handed to the audio sink, and, when focus moves while speaking, until the old
/// audio has stopped and the new has started. Runs on the samples' stocks screen.
package struct FocusBenchmark {
    package var voices: VoiceCatalog
    package var swipes: Int

    package init(voices: VoiceCatalog, swipes: Int = 200) {
        self.voices = voices
        self.swipes = swipes
    }

    package func run(report: (Measurement) -> Void) throws {
        let file = try ResourceDirectory.locate("samples").appendingPathComponent("stocks.yaml")
        var session = try NavigationSession(
            app: try AppSource.load(url: file).app, locale: "en-US", voices: voices)
        let synthesizer = try Synthesizer(voices: voices)
        // Load the voice once so its first-load cost is not counted.
        _ = try synthesizer.synthesize(SpeechRequest(text: "Ready", locale: "en-US"))

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
        report(
            Measurement(
                "swipe to first sample at the audio sink (median)", Stopwatch.median(firstSamples), "ms", budget: 1))
        report(
            Measurement(
                "swipe while speaking: old stops, new starts (median)", Stopwatch.median(interrupts), "ms", budget: 5))
        report(Measurement("swipe while speaking: old stops, new starts (max)", interrupts.max() ?? .nan, "ms"))
    }
}
