import Foundation
import Testing

/// Speech that cannot be said (here every utterance is over a speech limit of 5 characters set
/// through the environment) is reported in one line the next time the REPL reports, and
/// everything else carries on; a script ends with the speech's status (65, too long to say).
@Suite struct SpeechFailureTests {
    static let tinyLimit = ["EARSHOT_MAX_SPEECH_CHARACTERS": "5"]

    /// `wait` lets each utterance end before the next report, so each failure has its own line.
    @Test func aScriptSaysOnStandardErrorWhySpeechFailedAndCarriesOn() throws {
        let run = try Earshot.run(
            ["repl", "samples/settings.yaml"], input: "wait\nnext\nwait\n",
            environment: Earshot.environment(Self.tinyLimit))
        #expect(run.status == 65)
        #expect(run.lines == ["[screen changed] Samples. Back Button.", "Settings. Heading."])
        let errors = run.errors.split(separator: "\n")
        #expect(errors.count == 2, "\(run.errors)")
        for line in errors {
            #expect(line.hasPrefix("earshot: speech failed: text of "))
            #expect(
                line.hasSuffix(
                    " characters is over the limit of 5 per request; set EARSHOT_MAX_SPEECH_CHARACTERS to raise it"))
        }
    }

    @Test func keyModeShowsWhySpeechFailedInItsLog() throws {
        let terminal = try TmuxTerminal(
            ["repl", "samples/settings.yaml"], environment: Earshot.environment(Self.tinyLimit))
        try terminal.waitFor("[screen changed] Samples. Back Button.")
        try terminal.press("Right")
        let screen = try terminal.waitFor("speech failed: text of")
        #expect(screen.contains("next       Settings. Heading."))
        #expect(screen.contains("characters is over the limit of 5 per"))
    }
}
