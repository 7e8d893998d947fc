import ArgumentParser
import Foundation
import Navigation
import ScreenFiles
import Utterances
import UtteranceRendering
import Voices

/// `earshot transcript FILE`: every element of a screen in swipe order, as VoiceOver says it.
struct Transcript: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what VoiceOver says for every element of a screen, in swipe order.",
        discussion: """
            One utterance per line: the description, then the hint. --json prints JSON Lines with \
            every segment, pause and pitch hint. Example:
              earshot transcript samples/stocks.yaml --locale ru
            """)

    @Argument(help: "A screen file (YAML or JSON).")
    var file: String

    @Option(help: "The locale of VoiceOver's words and of the app's strings, e.g. en-US, ru, zh-Hans.")
    var locale = "en-US"

    @Option(help: "The screen to read (default: the app's first screen).")
    var screen: String?

    @Flag(help: "Print JSON Lines: each utterance's segments, pauses and pitch hints.")
    var json = false

    @Flag(help: "Show the pauses between segments: `Apple Inc., [150 ms] $432.39, …`.")
    var paced = false

    @Option(help: ArgumentHelp(
        "Also render the speech into this WAV file, with WebVTT captions beside it (FILE.vtt).",
        valueName: "file.wav"))
    var audio: String?

    func validate() throws {
        if let audio, !audio.lowercased().hasSuffix(".wav") { throw ValidationError("--audio must name a .wav file") }
    }

    func run() throws {
        let voices = try Edge.voices()
        var session = try Edge.session(file: file, locale: locale, voices: voices)
        if let screen { try session.show(screen: screen) }
        var said = session.screen.count > 0 ? [session.utterance(at: 0)] : []
        while session.focus.map({ $0 + 1 < session.screen.count }) ?? false {
            said += session.next()
        }
        let format: UtteranceFormat<String> = json ? .jsonLines : paced ? .pacedTranscript : .transcript
        print(format.document(said), terminator: "")
        if let audio { try render(said, to: URL(fileURLWithPath: audio), voices: voices, locale: session.locale) }
    }

    /// One WAV file of everything said, and its captions beside it.
    private func render(_ said: [Utterance], to audio: URL, voices: VoiceCatalog, locale: String) throws {
        let captions = audio.deletingPathExtension().appendingPathExtension("vtt")
        let synthesizer = try Edge.synthesizer(voices)
        do {
            let speech = try RenderedSpeech(said, synthesizer: synthesizer, options: SpeechOptions(locale: locale))
            try speech.write(audio: audio, captions: captions)
            Edge.standardError("wrote \(audio.path) (\(String(format: "%.1f", speech.duration)) s) and \(captions.path)")
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
