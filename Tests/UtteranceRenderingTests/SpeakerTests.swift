import Foundation
import SpeechBridge
import Synchronization
import Testing
import UtteranceRendering
import Utterances

/// Collects audio and, at its first chunk, runs `action` (as a focus move does while speech
/// plays).
private final class TriggerSink: AudioSink {
    let buffer = PCMBuffer()
    let action = Mutex<(@Sendable () -> Void)?>(nil)
    let interrupts = Atomic<Int>(0)

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        buffer.write(samples)
        let action = action.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }

    func finish(_ completion: SpeechCompletion) { buffer.finish(completion) }
    func interrupt() { interrupts.add(1, ordering: .relaxed) }
}

/// A sound device that plays only when told to.
private final class PretendDevice: RealTimeSink {
    let buffer = PCMBuffer()
    private let played = Atomic<Int>(0)

    var framesPlayed: Int { played.load(ordering: .acquiring) }
    /// Plays everything received so far.
    func playAll() { played.store(buffer.samples.count, ordering: .releasing) }

    func write(_ samples: UnsafeBufferPointer<Int16>) { buffer.write(samples) }
    func finish(_ completion: SpeechCompletion) { buffer.finish(completion) }
}

/// A speaker's interrupts cancel what its synthesizer has pending, so these tests use a
/// synthesizer of their own and run one at a time.
@Suite(.serialized) struct SpeakerTests {
    let synthesizer = try! Synthesizer(voices: Fixtures.voices)

    static let paragraph = Fixtures.utterance(
        String(repeating: "VoiceOver describes the interface while people move focus. ", count: 6))
    static let announcement = Fixtures.utterance("Download complete.", cause: .announcement)

    /// Says `first` and, as soon as its first audio arrives, `next`: how each ended, and what
    /// the output saw.
    fileprivate func say(
        _ first: Utterance, thenAtOnce next: Utterance
    )
        -> (first: SpeechCompletion, next: SpeechCompletion?, output: TriggerSink)
    {
        let output = TriggerSink()
        let speaker = Speaker(synthesizer: synthesizer, output: output)
        let second = Mutex<SpokenUtterance?>(nil)
        output.action.withLock { action in
            action = { second.withLock { $0 = speaker.say(next) } }
        }
        let ended = speaker.say(first).wait()
        return (ended, second.withLock { $0 }?.wait(), output)
    }

    @Test func aFocusUtteranceInterruptsThePreviousOne() throws {
        let (first, next, output) = say(Self.paragraph, thenAtOnce: Fixtures.stocks)
        #expect(first == .interrupted && next == .finished)
        #expect(output.buffer.completions == [.interrupted, .finished])
        #expect(output.interrupts.load(ordering: .relaxed) == 2)
        // Of the paragraph, no more than the chunk during which focus moved was heard.
        let row = try synthesizer.synthesize(Fixtures.speech.render(Fixtures.stocks))
        #expect(output.buffer.duration < row.duration + 0.15)
    }

    @Test func anAnnouncementWaitsForSpeechAndFinishes() throws {
        let output = PCMBuffer()
        let speaker = Speaker(synthesizer: synthesizer, output: output)
        let focus = speaker.say(Fixtures.stocks)
        let announcement = speaker.say(Self.announcement)
        #expect(announcement.wait() == .finished)
        #expect(focus.outcome == .finished)
        #expect(output.completions == [.finished, .finished])
        let alone = try synthesizer.synthesize(Fixtures.speech.render(Self.announcement))
        let both = output.samples.count
        let row = try synthesizer.synthesize(Fixtures.speech.render(Fixtures.stocks)).samples.count
        // Both were heard whole (espeak-ng's lengths vary by a few milliseconds between renders).
        #expect(abs(both - row - alone.samples.count) < PCMFormat.samples(milliseconds: 100))
    }

    @Test func anAnnouncementCutShortByFocusIsReportedInterrupted() {
        let (announcement, focus, output) = say(Self.announcement, thenAtOnce: Fixtures.volume)
        #expect(announcement == .interrupted && focus == .finished)
        #expect(output.buffer.completions == [.interrupted, .finished])
    }

    @Test func onADeviceAnAnnouncementEndsWhenItHasBeenPlayed() async {
        let device = PretendDevice()
        let speaker = Speaker(synthesizer: synthesizer, output: device)
        let first = speaker.say(Fixtures.stocks)
        let announcement = speaker.say(Self.announcement)
        synthesizer.waitUntilIdle()
        // Synthesised, but not yet heard: focus moving now interrupts it, as on a phone.
        #expect(device.buffer.completions == [.finished, .finished])
        #expect(announcement.outcome == nil && first.outcome == nil)
        let focus = speaker.say(Fixtures.volume)
        #expect(announcement.outcome == .interrupted && first.outcome == .interrupted)

        let later = speaker.say(Self.announcement)
        synthesizer.waitUntilIdle()
        #expect(later.outcome == nil)
        device.playAll()
        #expect(await later.completion == .finished)
        #expect(focus.outcome == .finished)
        speaker.waitUntilIdle()
    }

    @Test func announcementsPlayedThroughALSAFinish() throws {
        let player = try ALSAPlayer(device: "null")
        defer { player.close() }
        let speaker = Speaker(synthesizer: synthesizer, output: player)
        speaker.say(Fixtures.stocks)
        let announcement = speaker.say(Self.announcement)
        #expect(announcement.wait() == .finished)
        #expect(player.framesPlayed > PCMFormat.samples(milliseconds: 2000))
    }

    @Test func stopSilencesEverything() {
        let device = PretendDevice()
        let speaker = Speaker(synthesizer: synthesizer, output: device)
        let focus = speaker.say(Fixtures.stocks)
        let announcement = speaker.say(Self.announcement)
        speaker.stop()
        #expect(focus.outcome == .interrupted && announcement.outcome == .interrupted)
        speaker.waitUntilIdle()
        synthesizer.waitUntilIdle()
        #expect(device.buffer.completions.allSatisfy { $0 == .interrupted || $0 == .finished })
        #expect(device.buffer.completions.count == 2)
    }

    @Test func aRecordingLeavesOutSpeechGivenBeforeItStarted() throws {
        let output = PCMBuffer()
        let speaker = Speaker(synthesizer: synthesizer, output: output)
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("later.wav")
        // Still waiting to be synthesised when the recording starts.
        speaker.enqueue(Fixtures.utterance("A long sentence queued before the recording began, and not part of it."))
        speaker.startRecording(to: url)
        speaker.enqueue(Fixtures.utterance("Recorded"))
        speaker.waitUntilIdle()
        try speaker.stopRecording()
        let alone = try synthesizer.synthesize(
            UtteranceFormat.speech(voices: synthesizer.voices, options: SpeechOptions()).render(
                Fixtures.utterance("Recorded")))
        #expect(abs(try WAVFile.read(url).duration - alone.duration) < 0.05)
    }

    @Test func aRecordingHoldsWhatWasSpoken() throws {
        let output = PCMBuffer()
        let speaker = Speaker(synthesizer: synthesizer, output: output)
        speaker.say(Fixtures.utterance("Not recorded"))
        speaker.waitUntilIdle()
        let before = output.samples.count
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("session.wav")
        speaker.startRecording(to: url)
        speaker.say(Fixtures.stocks)
        speaker.say(Samples.russian)
        speaker.say(Self.announcement)
        speaker.waitUntilIdle()
        #expect(try speaker.stopRecording() == url)
        let recording = try WAVFile.read(url)
        #expect(recording.sampleRate == PCMFormat.sampleRate && recording.channels == 1)
        #expect(recording.samples == Array(output.samples[before...]))
        #expect(
            abs(recording.duration - (output.duration - PCMFormat.seconds(samples: before))) < 0.001
        )
        #expect(try speaker.stopRecording() == nil)

        let nowhere = URL(fileURLWithPath: "/nonexistent-earshot-folder/session.wav")
        speaker.startRecording(to: nowhere)
        #expect {
            try speaker.stopRecording()
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? RenderingError else { return false }
            return path == nowhere.path
        }
    }
}
