import Foundation
import Navigation
import ScreenFiles
import SpeechBridge
import Testing
import UtteranceRendering
import Utterances
import Voices

/// From a sample screen file, through a VoiceOver session, to the audio a person hears.
@Suite struct SampleAudioTests {
    static let voices = try! VoiceCatalog.standard()
    static let synthesizer = try! Synthesizer(voices: voices)

    static func session(_ sample: String, locale: String) throws -> NavigationSession {
        let app = try ScreenFileLoader.load(url: Earshot.samples.appendingPathComponent(sample)).app
        return try NavigationSession(app: app, locale: locale, voices: voices)
    }

    /// Audio of an utterance, and which request part each word mark belongs to.
    static func render(_ utterance: Utterance, locale: String) throws -> PCMBuffer {
        let request = UtteranceFormat.speech(voices: voices, options: SpeechOptions(locale: locale)).render(utterance)
        return try synthesizer.synthesize(request)
    }

    /// The stocks row pauses at each comma: the audio is silent for at least 100 ms between the
    /// last word before each comma and the first word after it.
    @Test(arguments: ["en-US", "ru", "zh-Hans"])
    func theStocksRowPausesAudiblyAtItsCommas(locale: String) throws {
        var session = try Self.session("stocks.yaml", locale: locale)
        let row = try #require(try session.focus(on: "apple").first)
        let parts = row.parts
        let commaPauses = parts.indices.filter {
            if case .pause(let pause) = parts[$0] { pause.reason == .comma } else { false }
        }
        #expect(commaPauses.count == 2)
        let audio = try Self.render(row, locale: locale)
        let silences = AudioAnalysis.silences(in: audio.samples, minimumMilliseconds: 100)
        for pause in commaPauses {
            let before = try #require(audio.marks.last { $0.part == pause - 1 })
            let after = try #require(audio.marks.first { $0.part == pause + 1 })
            #expect(
                silences.contains { $0.start > before.sample && $0.start < after.sample },
                "\(locale): no silence of 100 ms around request part \(pause)")
        }
    }

    /// Moving focus interrupts speech, and an announcement cut off that way is reported so.
    @Test func focusMovingDuringAnAnnouncementCutsItOff() throws {
        var session = try Self.session("music.yaml", locale: "en-US")
        let player = SlowSink()
        let speaker = Speaker(synthesizer: try Synthesizer(voices: Self.voices), output: player)
        try session.focus(on: "So What")
        var spoken = session.activate().map(speaker.say)
        #expect(spoken.last?.utterance.cause == .announcement)
        spoken += session.next().map(speaker.say)
        #expect(spoken.dropLast().allSatisfy { $0.wait() == .interrupted })
        #expect(session.announcementOutcomes == [AnnouncementOutcome(text: "Playing So What", finished: false)])
        speaker.stop()
    }
}

/// An output that plays nothing in real time, so speech given to it is never heard to its end
/// before the next gesture.
final class SlowSink: RealTimeSink, @unchecked Sendable {
    var framesPlayed: Int { 0 }
    func write(_ samples: UnsafeBufferPointer<Int16>) {}
    func finish(_ completion: SpeechCompletion) {}
}
