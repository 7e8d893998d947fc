import ArgumentParser
import Foundation
import SpeechBridge

struct Say: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak text with a locale's voice, live and/or into a WAV file.")

    @Argument(help: "The text to speak.")
    var text: String

    @Option(help: "Locale of the voice (en-US, en-GB, zh-Hans, ru, de, fr, es, ja, ar).")
    var locale = "en-US"

    @Option(help: "Speaking rate in words per minute (80-450).")
    var rate: Int?

    @Option(help: "Base pitch (0-100).")
    var pitch: Int?

    @Option(name: .customLong("out"), help: "Write the speech to this WAV file.")
    var output: String?

    @Flag(help: "Do not play through the sound device.")
    var silent = false

    /// Texts at least this long show a progress line while they render (on a terminal).
    static let progressCharacters = 2_000

    /// Replaces the line on standard error with `text`.
    private static func progressLine(_ text: String) {
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    func validate() throws {
        if let rate, !(80...450).contains(rate) { throw ValidationError("--rate must be 80-450, not \(rate)") }
        if let pitch, !(0...100).contains(pitch) { throw ValidationError("--pitch must be 0-100, not \(pitch)") }
        if let output, !output.lowercased().hasSuffix(".wav") {
            throw ValidationError("--out must name a .wav file")
        }
    }

    func run() throws {
        let voices = try Edge.voices()
        do {
            _ = try voices.profile(for: locale)
        } catch {
            throw ValidationError(String(describing: error))
        }
        let synthesizer = try Edge.synthesizer(voices)
        let request = SpeechRequest(text: text, locale: locale, prosody: Prosody(rate: rate, pitch: pitch))
        let recording = PCMBuffer()
        let player = silent ? nil : Edge.player()
        let sink: any AudioSink = player.map { TeeSink([$0, recording]) } ?? recording
        let ticket = synthesizer.speak(request, to: sink)
        // A long text on a terminal shows how far rendering has come, on one rewritten line.
        let showsProgress = text.unicodeScalars.count >= Self.progressCharacters && isatty(STDERR_FILENO) == 1
        let completion = showsProgress
            ? ticket.wait(reportingEvery: 0.5) { Self.progressLine("rendering: \(Int($0.fraction * 100))%, \(Int(PCMFormat.seconds(samples: $0.samples))) s of audio") }
            : ticket.wait()
        if showsProgress { Self.progressLine("") }
        if case .failed(let error) = completion {
            Edge.warn(error.description)
            throw ExitCode(error.exitStatus.rawValue)
        }
        if let output {
            let url = URL(fileURLWithPath: output)
            do {
                try WAVFile.write(recording.samples, to: url)
            } catch {
                Edge.warn(error.description)
                throw ExitCode(error.exitStatus.rawValue)
            }
            print("wrote \(output) (\(String(format: "%.2f", recording.duration)) s)")
        }
        player?.drain()
        player?.close()
    }
}
