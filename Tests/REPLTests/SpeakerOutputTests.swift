import Foundation
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
}
