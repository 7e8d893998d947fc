import ArgumentParser
import FileWriting
import Foundation
import Navigation
import Reporting
import ScreenFiles
import UtteranceRendering
import Utterances
import Voices

/// `earshot transcript FILE`: every element of a screen in swipe order, as VoiceOver says it.
struct TranscriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Print what VoiceOver says for every element of a screen, in swipe order.",
        discussion: """
            One utterance per line: the description, then the hint. Example:
              earshot transcript samples/stocks.yaml --locale ru --format paced

            \(HelpText.exitStatuses)
            """)

    @Argument(help: "A screen file (YAML or JSON).")
    var file: String

    @OptionGroup var locale: LocaleOption

    @Option(help: "The screen to read (default: the app's first screen).")
    var screen: String?

    @Option(
        help: """
            text: one line per utterance; paced: every pause shown (`Apple Inc., [150 ms] $432.39, …`); \
            jsonl: JSON Lines with each utterance's segments, pauses and pitch hints, and the element's \
            Voice Control input labels (inputLabels, when it has some); spoken: as XCTest's \
            VoiceOver service gives it, parts joined by spaces (`Wi-Fi Switch Button On Double tap …`).
            """)
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "Also render the speech into this WAV file, with WebVTT captions beside it (FILE.vtt); the two replace their old versions together or not at all (default: none).",
            valueName: "file.wav"))
    var audio: String?

    @OptionGroup var prosody: ProsodyOptions

    @OptionGroup var hints: HintsOption

    /// How the utterances are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, paced, jsonl, spoken

        var rendering: UtteranceFormat<String> {
            switch self {
            case .text: .transcript
            case .paced: .pacedTranscript
            case .jsonl: .jsonLines
            case .spoken: .spoken
            }
        }

        /// What the rendering is, for a terminal: JSON Lines keep JSON's escapes there.
        var content: StandardStream.Content { self == .jsonl ? .json : .text }
    }

    func validate() throws {
        if let audio, !audio.lowercased().hasSuffix(".wav") {
            throw ValidationError("--audio must name a .wav file, not '\(audio.quotedForMessage())'")
        }
        try prosody.validate(speaking: audio != nil, needs: "--audio")
    }

    func run() throws {
        let voices = try locale.voices(detecting: audio != nil)
        let loaded = try Edge.loadedApp(file: file)
        let recording = audio.map { URL(fileURLWithPath: $0) }
        if let recording {
            let inputs = loaded.sources + [URL(fileURLWithPath: file)]
            for output in [recording, Self.captions(of: recording)] {
                try OutputTarget.checkFile(output, notOneOf: inputs)
            }
        }
        var session = try NavigationSession(app: loaded.app, locale: locale.locale, voices: voices)
        hints.apply(to: &session)
        if let screen { try session.show(screen: screen) }
        let elements = session.swipeThroughElements()
        let said = elements.map(\.utterance)
        if format == .jsonl {
            // Each element's input labels beside what is said about it (docs/voice-control.md).
            let backWord = session.phrases.text(.backButtonLabel)
            let lines = elements.map { position, utterance in
                UtteranceFormat.jsonLines(
                    inputLabels: VoiceControl.inputLabels(of: session.screen.node(at: position), backWord: backWord)
                ).render(utterance) + "\n"
            }
            try Edge.output(lines.joined(), as: format.content)
        } else {
            try Edge.output(format.rendering.document(said), as: format.content)
        }
        if let recording {
            try render(said, to: recording, voices: voices, locale: session.locale)
        }
    }

    /// The WebVTT captions written beside `audio`.
    private static func captions(of audio: URL) -> URL {
        audio.deletingPathExtension().appendingPathExtension("vtt")
    }

    /// One WAV file of everything said, and its captions beside it.
    private func render(_ said: [Utterance], to audio: URL, voices: VoiceCatalog, locale: String) throws {
        let captions = Self.captions(of: audio)
        let synthesizer = try Edge.synthesizer(voices, speaking: self.locale.locale)
        defer { synthesizer.close() }
        let speech = try RenderedSpeech(said, synthesizer: synthesizer, options: prosody.speechOptions(locale: locale))
        try speech.write(audio: audio, captions: captions)
        Edge.standardError(
            "wrote \(audio.path) (\(String(format: "%.1f", speech.duration)) s) and \(captions.path)")
    }
}
