import AccessibilityModel
import Foundation
import Navigation
import SpeechBridge
import UtteranceRendering
import Voices

/// Arbitrary text spoken the ways Earshot's commands speak it: as `say` hands it over, and as
/// an element's label, value and hint described and rendered for the synthesizer, as
/// `transcript --audio`, `listen`, `describe --speak`, the REPL and the workshop do. The first
/// byte picks the locale. Nothing may crash the process (espeak-ng 1.51 aborts on some inputs
/// unless they are cut up first), and each request ends finished or over a limit, never failed
/// otherwise.
enum SpeechExercise {
    /// One synthesizer for the process, with limits that keep one input fast.
    static let synthesizer: Synthesizer = {
        do {
            return try Synthesizer(
                voices: WholePathExercise.voices,
                limits: SpeechLimits(maximumCharacters: 4_096, maximumAudioSeconds: 2))
        } catch {
            fatalError("espeak-ng did not start: \(error)")
        }
    }()

    static func run(_ data: Data) {
        guard let first = data.first else { return }
        let locales = WholePathExercise.voices.locales
        let locale = locales[Int(first) % locales.count]
        let text = String(decoding: data.dropFirst(), as: UTF8.self)
        check(synthesizer.enqueue(SpeechRequest(text: text, locale: locale), to: DiscardingSink()).wait(), text)
        let words = Template.literal(text)
        let app = App {
            Screen("fuzz") {
                Element(words, traits: .button).frame(0, 0, 100, 44).value(words).hint(words)
            }
        }
        guard var session = try? NavigationSession(app: app, locale: locale, voices: WholePathExercise.voices)
        else { return }
        let format = UtteranceFormat.speech(voices: WholePathExercise.voices, options: SpeechOptions())
        for utterance in session.next() {
            check(synthesizer.enqueue(format.render(utterance), to: DiscardingSink()).wait(), text)
        }
    }

    private static func check(_ completion: SpeechCompletion, _ text: String) {
        switch completion {
        case .finished, .interrupted, .failed(.audioTooLong), .failed(.textTooLong): return
        case .failed(let error): fatalError("\(error) for \(text.debugDescription.prefix(300))")
        }
    }
}
