import AccessibilityModel
import Foundation
import Navigation
import SpeechBridge
import UtteranceRendering
import Voices

/// Arbitrary text spoken the ways Earshot's commands speak it: as `say` hands it over, and as
/// an element's label, value and hint described and rendered for the synthesizer, as
/// `transcript --audio`, `listen`, `describe --speak`, the REPL and the workshop do. The first
/// byte picks the locale. As in the commands, libespeak-ng runs in a synthesis process of its
/// own (this executable in ``SynthesisWorker``'s mode, see `main.swift`): the library's own
/// crashes on some text (docs/limits.md) end that process, fail that one request with
/// ``SpeechError/engineStopped(status:)`` and are not findings. A finding is this process
/// crashing, or a request ending any other way than finished or over a limit.
enum SpeechExercise {
    /// One synthesizer for the process, with limits that keep one input fast (set in the
    /// environment, which the synthesis process shares).
    static let synthesizer: Synthesizer = {
        setenv(SpeechLimits.charactersVariable, "4096", 1)
        setenv(SpeechLimits.audioSecondsVariable, "2", 1)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        do {
            return try Synthesizer(voices: WholePathExercise.voices, worker: [executable, SynthesisWorker.commandName])
        } catch {
            fatalError("the synthesis process did not start: \(error)")
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
        case .finished, .interrupted, .failed(.audioTooLong), .failed(.textTooLong), .failed(.engineStopped): return
        case .failed(let error): fatalError("\(error) for \(text.debugDescription.prefix(300))")
        }
    }
}
