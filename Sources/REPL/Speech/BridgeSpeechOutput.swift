import Foundation
import SpeechBridge
import Utterances
import Voices

/// ``SpeechOutput`` straight on the speech bridge: each utterance becomes one request of text
/// segments and silences (sounds are not played), a new gesture interrupts, announcements are
/// queued, and a recording tees the audio into memory until it is written as a WAV file.
///
/// A recording holds what was synthesised: speech a gesture interrupts ends where synthesis
/// stopped (synthesis runs far ahead of playback, so usually after the whole utterance).
///
/// This is the REPL's one adapter to audio; the utterance renderer's speaker replaces it.
final class BridgeSpeechOutput: SpeechOutput {
    private let synthesizer: Synthesizer?
    private let player: ALSAPlayer?
    let unavailableReason: String?
    private var recording: (url: URL, buffer: PCMBuffer)?
    private var tickets: [SpeechTicket] = []

    /// Plays through the default sound device when `playing` and there is one.
    init(voices: VoiceCatalog, playing: Bool) {
        do {
            synthesizer = try Synthesizer(voices: voices)
        } catch {
            synthesizer = nil
            player = nil
            unavailableReason = "speech is unavailable (\(error.description)); text and the map still work"
            return
        }
        guard playing else {
            player = nil
            unavailableReason = nil
            return
        }
        do {
            player = try ALSAPlayer()
            unavailableReason = nil
        } catch {
            player = nil
            unavailableReason = "\(error.description); not playing audio (text, the map and record still work)"
        }
    }

    var plays: Bool { player != nil }

    var recordingURL: URL? { recording?.url }

    var isSpeaking: Bool {
        tickets.removeAll { $0.isComplete }
        return !tickets.isEmpty || player?.isPlaying == true
    }

    func speak(_ utterances: [Utterance], voice: SpeechVoice, interrupting: Bool) {
        guard let synthesizer, let sink else { return }
        if interrupting { stop() }
        // Announcements wait for the rest.
        let ordered = utterances.filter { $0.cause != .announcement } + utterances.filter { $0.cause == .announcement }
        for utterance in ordered {
            let request = self.request(for: utterance, voice: voice, voices: synthesizer.voices)
            if !request.parts.isEmpty { tickets.append(synthesizer.enqueue(request, to: sink)) }
        }
    }

    func stop() {
        guard let synthesizer, let sink else { return }
        synthesizer.stop(sink)
        tickets = []
    }

    func waitUntilDone() {
        synthesizer?.waitUntilIdle()
        player?.drain()
        tickets = []
    }

    func startRecording(to url: URL) throws(CommandError) {
        guard synthesizer != nil else { throw CommandError(unavailableReason ?? "speech is unavailable") }
        if let recording {
            throw CommandError("already recording to \(recording.url.path); record stop writes it first")
        }
        recording = (url, PCMBuffer())
    }

    func stopRecording() throws(CommandError) -> Double {
        guard let (url, buffer) = recording else {
            throw CommandError("not recording; record FILE.wav starts a recording")
        }
        synthesizer?.waitUntilIdle()
        recording = nil
        do {
            try WAVFile.write(buffer.samples, to: url)
        } catch {
            throw CommandError("cannot write \(url.path): \(error.localizedDescription)")
        }
        return buffer.duration
    }

    func close() {
        stop()
        player?.close()
    }

    /// Where audio goes now: the device, the recording, both, or nowhere (nil).
    private var sink: (any AudioSink)? {
        let sinks = [player as (any AudioSink)?, recording?.buffer].compactMap { $0 }
        return sinks.count > 1 ? TeeSink(sinks) : sinks.first
    }

    /// Text segments with their voice and pitch, and the pauses as silences.
    private func request(for utterance: Utterance, voice: SpeechVoice, voices: VoiceCatalog) -> SpeechRequest {
        SpeechRequest(
            utterance.parts.compactMap { part in
                switch part {
                case .speech(let segment):
                    // A language without a voice is spoken with the session's.
                    let profile = (try? voices.profile(for: segment.language)) ?? (try? voices.profile(for: voice.locale))
                    let locale = profile?.locale ?? voice.locale
                    return .text(TextSegment(segment.text, locale: locale, prosody: prosody(segment.pitch, voice, profile)))
                case .pause(let pause):
                    return .silence(milliseconds: pause.milliseconds)
                case .cue:
                    return nil
                }
            })
    }

    /// VoiceOver's rate maps onto the voice's words per minute (50 % is the voice's own, 0 % is
    /// 80 wpm, 100 % is 450 wpm); pitch hints move the base pitch.
    private func prosody(_ hint: PitchHint, _ voice: SpeechVoice, _ profile: VoiceProfile?) -> Prosody {
        let ownRate = profile?.rate ?? 175
        let rate =
            voice.rate <= 50
            ? 80 + (ownRate - 80) * voice.rate / 50
            : ownRate + (450 - ownRate) * (voice.rate - 50) / 50
        let pitch = voice.pitch ?? profile?.pitch ?? 50
        let shift: Int
        switch hint {
        case .raised: shift = 8
        case .lowered: shift = -8
        case .capitalLetter: shift = 15
        case .neutral, .capitalised, .lowercaseStart, .sentenceFall: shift = 0
        }
        return Prosody(rate: rate, pitch: pitch + shift)
    }
}
