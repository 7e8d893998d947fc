import FileWriting
import Foundation
import Reporting
import SpeechBridge
import UtteranceRendering
import Utterances
import Voices

/// ``SpeechOutput`` through the utterance renderer's `Speaker`: VoiceOver's pauses, pitch and
/// sounds, a gesture interrupting what is being said, announcements waiting their turn, and
/// recordings of everything sent to the output.
///
/// Without a sound device speech still goes through the speaker (into nothing), so recordings
/// and the end of each utterance work the same way.
final class SpeakerOutput: SpeechOutput {
    private let speaker: Speaker?
    private let player: ALSAPlayer?
    let unavailableReason: String?
    private(set) var recordingURL: URL?
    /// A recording that could not be written at `record stop`, kept for `record save`.
    private var unsaved: [Int16]?
    /// What was given to the speaker and has not ended, oldest first.
    private var speaking: [SpokenUtterance] = []
    /// Why utterances could not be spoken, since ``takeFailure()`` last reported them.
    private var failures: [SpeechError] = []

    /// The most utterances a script may have waiting to be synthesised. A script gives speech
    /// faster than it can be spoken; past this backlog it waits for speech when speech can be
    /// heard or is recorded, and otherwise (no sound device, no recording: nobody can hear it)
    /// drops what is waiting. Either way memory and time per command stay flat however long the
    /// script runs.
    static let backlogLimit = 64

    /// Plays through the default sound device when `playing` and there is one; synthesises in
    /// a process started with `worker` when given (``REPLOptions/synthesisWorker``).
    init(voices: VoiceCatalog, playing: Bool, worker: [String]? = nil) {
        let synthesizer: Synthesizer
        do throws(SpeechError) {
            if let worker {
                synthesizer = try Synthesizer(voices: voices, worker: worker)
            } else {
                synthesizer = try Synthesizer(voices: voices)
            }
        } catch {
            speaker = nil
            player = nil
            unavailableReason = "speech is unavailable (\(error.description)); text and the map still work"
            return
        }
        var player: ALSAPlayer?
        var reason: String?
        if playing {
            do {
                player = try ALSAPlayer()
            } catch {
                reason = "\(error.description); not playing audio (text, the map and record still work)"
            }
        }
        self.player = player
        unavailableReason = reason
        speaker = Speaker(synthesizer: synthesizer, output: player ?? DiscardingSink())
    }

    var plays: Bool { player != nil }

    var isSpeaking: Bool {
        forgetEnded()
        return !speaking.isEmpty
    }

    func takeFailure() -> SpeechFailure? {
        forgetEnded()
        guard let first = failures.first else { return nil }
        defer { failures = [] }
        let others = failures.count - 1
        let more = others == 0 ? "" : " (and \(others) more utterance\(others == 1 ? "" : "s"))"
        return SpeechFailure(message: "speech failed: \(first.description)\(more)", status: first.exitStatus)
    }

    /// Forgets the utterances that have ended, keeping why those that failed did.
    private func forgetEnded() {
        for spoken in speaking {
            if case .failed(let error) = spoken.outcome { failures.append(error) }
        }
        speaking.removeAll { $0.outcome != nil }
    }

    func speak(_ utterances: [Utterance], voice: SpeechVoice, interrupting: Bool) {
        guard let speaker else { return }
        speaker.options = SpeechOptions(
            locale: voice.locale, rate: .voiceOver(percent: voice.rate), pitch: voice.pitch)
        if interrupting {
            stop()
        } else {
            limitBacklog(of: speaker)
        }
        // One gesture's utterances follow one another; the engine puts announcements last.
        speaking += utterances.map(speaker.enqueue)
    }

    /// The utterances given and not yet ended.
    var backlog: Int { speaking.count }

    /// Forgets the utterances that have ended and keeps the rest within ``backlogLimit``.
    private func limitBacklog(of speaker: Speaker) {
        forgetEnded()
        guard speaking.count >= Self.backlogLimit else { return }
        if player == nil && recordingURL == nil {
            stop()
            return
        }
        while speaking.count >= Self.backlogLimit {
            if case .failed(let error) = speaking.removeFirst().wait() { failures.append(error) }
        }
    }

    func stop() {
        forgetEnded()
        speaker?.stop()
        speaking = []
    }

    func waitUntilDone() {
        speaker?.waitUntilIdle()
        forgetEnded()
        speaking = []
    }

    func startRecording(to url: URL) throws(CommandError) {
        guard let speaker else {
            throw CommandError(unavailableReason ?? "speech is unavailable", status: .unavailable)
        }
        if let recordingURL {
            throw CommandError("already recording to \(recordingURL.path); record stop writes it first")
        }
        speaker.startRecording(to: url)
        recordingURL = url
    }

    func stopRecording() throws(CommandError) -> Double {
        guard let speaker, recordingURL != nil else {
            throw CommandError("not recording; record FILE.wav starts a recording")
        }
        speaker.waitUntilIdle()
        recordingURL = nil
        guard let recording = speaker.takeRecording() else { return 0 }
        do {
            return try write(recording.samples, to: recording.url)
        } catch {
            unsaved = recording.samples
            let seconds = String(format: "%.1f", Self.duration(of: recording.samples))
            throw CommandError(
                "\(error); the recording (\(seconds) s) is kept: record save FILE.wav writes it elsewhere",
                status: .outputError)
        }
    }

    func saveRecording(to url: URL) throws(CommandError) -> Double {
        guard let samples = unsaved else {
            throw CommandError("no recording is waiting to be saved; record FILE.wav starts one")
        }
        do {
            let seconds = try write(samples, to: url)
            unsaved = nil
            return seconds
        } catch {
            throw CommandError(
                "\(error); the recording is still kept: record save another FILE.wav", status: .outputError)
        }
    }

    var hasUnsavedRecording: Bool { unsaved != nil }

    /// Writes a WAV file whole or not at all and returns its length in seconds.
    private func write(_ samples: [Int16], to url: URL) throws(OutputError) -> Double {
        try AtomicFile.write(WAVFile.encode(samples), to: url)
        return Self.duration(of: samples)
    }

    private static func duration(of samples: [Int16]) -> Double {
        Double(samples.count) / Double(PCMFormat.sampleRate)
    }

    /// Stops speech, and ends the synthesis process (so that none outlives the REPL) and the
    /// sound device.
    func close() {
        stop()
        speaker?.synthesizer.close()
        player?.close()
    }
}
