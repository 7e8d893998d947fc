import ArgumentParser
import FileWriting
import Foundation
import Readings
import Reporting
import SpeechBridge

/// `earshot say TEXT`: text in a locale's voice, played and/or written to a WAV file.
struct SayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Speak text with a locale's voice, live and/or into a WAV file.",
        discussion: """
            Example:
              earshot say "Привет" --locale ru --rate 60 --out hello.wav --no-audio

            \(HelpText.exitStatuses)
            """)

    @Argument(help: "The text to speak.")
    var text: String

    @OptionGroup var locale: LocaleOption
    @OptionGroup var prosody: ProsodyOptions
    @OptionGroup var audio: AudioOption

    @Option(
        name: .customLong("out"),
        help: ArgumentHelp(
            "Write the speech to this WAV file, replacing it whole or not at all, or to a device such as /dev/stdout (default: none).",
            valueName: "file.wav"))
    var output: String?

    /// Texts at least this long show a progress line while they render (on a terminal).
    static let progressCharacters = 2_000

    /// Replaces the line on standard error with `text`.
    private static func progressLine(_ text: String) {
        try? StandardStream.error.write("\r\u{1B}[K" + text.visibleOnTerminal, escaping: false)
    }

    func validate() throws {
        if let output, !output.lowercased().hasSuffix(".wav"), !StagedFile.isSpecialFile(URL(fileURLWithPath: output)) {
            throw ValidationError(
                "--out must name a .wav file or a device such as /dev/stdout, not '\(output.quotedForMessage())'")
        }
    }

    func run() throws {
        let voices = try locale.voices(detecting: false)
        let voice = try locale.resolve(in: voices)
        let request = SpeechRequest(
            text: Readings.spoken(text, locale: voice.locale), locale: voice.locale,
            prosody: Prosody(rate: prosody.speechRate?.wordsPerMinute, pitch: prosody.pitch))
        // The file is opened before synthesis, so an unwritable --out fails at once; until it is
        // in place, Ctrl-C removes it. It replaces the old one whole, without being flushed to
        // disk first: speech the command makes again, as a listening run's audio (flushing the
        // paragraph of the speech benchmark took 3 ms, a twentieth of its synthesis).
        if output != nil { InterruptedFile.install() }
        defer { InterruptedFile.forget() }
        let file = try output.map { path throws(OutputError) in
            try WAVFileSink(
                url: URL(fileURLWithPath: path), durable: false, beforeCreating: InterruptedFile.removeOnInterrupt)
        }
        // After the file, while libespeak-ng may still be reading its voices; before the sound
        // device's thread starts.
        let synthesizer = try Edge.synthesizer(voices, speaking: locale.locale)
        defer { synthesizer.close() }
        let player = audio.plays ? Edge.player() : nil
        let sinks = [player as (any AudioSink)?, file].compactMap { $0 }
        let sink: any AudioSink = sinks.count == 1 ? sinks[0] : TeeSink(sinks)
        let ticket = synthesizer.speak(request, to: sink)
        // A long text on a terminal shows how far rendering has come, on one rewritten line.
        let showsProgress = text.unicodeScalars.count >= Self.progressCharacters && isatty(STDERR_FILENO) == 1
        let completion =
            showsProgress
            ? ticket.wait(reportingEvery: 0.5) {
                Self.progressLine(
                    "rendering: \(Int($0.fraction * 100))%, \(Int(PCMFormat.seconds(samples: $0.samples))) s of audio")
            }
            : ticket.wait()
        if showsProgress { Self.progressLine("") }
        if case .failed(let error) = completion {
            file?.discard()
            throw error
        }
        if let file, let output {
            try file.commit()
            Edge.standardError("wrote \(output) (\(String(format: "%.2f", file.duration)) s)")
        }
        player?.drain()
        player?.close()
    }
}
