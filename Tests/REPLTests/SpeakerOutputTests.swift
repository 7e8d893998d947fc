import Foundation
import SpeechBridge
import Testing
import Utterances

@testable import REPL

/// The REPL's real speech output, with no sound device.
@Suite struct SpeakerOutputTests {
    /// A script gives speech far faster than it can be synthesised: what waits stays within the
    /// backlog limit, so memory and each command's cost do not grow with the script.
    @Test func aScriptsBacklogOfSpeechStaysBounded() throws {
        let output = SpeakerOutput(voices: Fixtures.voices, playing: false)
        defer { output.close() }
        let (session, _) = try Fixtures.session("settings.yaml")
        let said = [session.start().said, try #require(try session.run("read all")).said].flatMap { $0 }
        let voice = SpeechVoice(locale: "en-US", rate: 50, pitch: nil)
        for _ in 0..<300 {
            output.speak(said, voice: voice, interrupting: false)
            #expect(output.backlog <= SpeakerOutput.backlogLimit + said.count)
        }
    }

    /// Utterances over the speech limit fail; the next report says so once, counting them, and
    /// the report after says nothing.
    @Test func failedSpeechIsReportedOnceWithHowManyFailed() throws {
        let output = SpeakerOutput(voices: Fixtures.voices, playing: false)
        defer { output.close() }
        let (session, _) = try Fixtures.session("settings.yaml")
        let words = String(repeating: "word ", count: SpeechLimits.defaultMaximumCharacters / 5 + 1)
        let said = try #require(try session.run("say \(words)")).said
        let voice = SpeechVoice(locale: "en-US", rate: 50, pitch: nil)
        output.speak(said + said, voice: voice, interrupting: false)
        output.waitUntilDone()
        let failure = try #require(output.takeFailure())
        #expect(failure.message.hasPrefix("speech failed: text of "))
        #expect(failure.message.hasSuffix("set EARSHOT_MAX_SPEECH_CHARACTERS to raise it (and 1 more utterance)"))
        #expect(failure.status == .inputError)
        #expect(output.takeFailure() == nil)
    }
}
