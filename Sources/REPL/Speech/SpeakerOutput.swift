import Foundation
import SpeechBridge
import Utterances
import UtteranceRendering
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
    /// What was given to the speaker and has not ended.
    private var speaking: [SpokenUtterance] = []

    /// Plays through the default sound device when `playing` and there is one.
    init(voices: VoiceCatalog, playing: Bool) {
        let synthesizer: Synthesizer
        do {
            synthesizer = try Synthesizer(voices: voices)
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
        speaking.removeAll { $0.outcome != nil }
        return !speaking.isEmpty
    }

    func speak(_ utterances: [Utterance], voice: SpeechVoice, interrupting: Bool) {
        guard let speaker else { return }
        speaker.options = SpeechOptions(
            locale: voice.locale, rate: .voiceOver(percent: voice.rate), pitch: voice.pitch)
        if interrupting { stop() }
        // One gesture's utterances follow one another; the engine puts announcements last.
        speaking += utterances.map(speaker.enqueue)
    }

    func stop() {
        speaker?.stop()
        speaking = []
    }

    func waitUntilDone() {
        speaker?.waitUntilIdle()
        speaking = []
    }

    func startRecording(to url: URL) throws(CommandError) {
        guard let speaker else { throw CommandError(unavailableReason ?? "speech is unavailable") }
        if let recordingURL {
            throw CommandError("already recording to \(recordingURL.path); record stop writes it first")
        }
        speaker.startRecording(to: url)
        recordingURL = url
    }

    func stopRecording() throws(CommandError) -> Double {
        guard let speaker, let url = recordingURL else {
            throw CommandError("not recording; record FILE.wav starts a recording")
        }
        speaker.waitUntilIdle()
        recordingURL = nil
        do {
            try speaker.stopRecording()
        } catch {
            throw CommandError(error.description)
        }
        return (try? WAVFile.read(url).duration) ?? 0
    }

    func close() {
        stop()
        player?.close()
    }
}
