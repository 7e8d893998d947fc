import Foundation
import Testing

@testable import REPL

@Suite struct ScriptRunnerTests {
    @Test func settingsWalkthroughAdjustsTheVolume() throws {
        let (session, speech) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(["# the slider", "next", "", "next", "increment"], on: session)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == [
                "[screen changed] Samples. Back Button.",
                "Settings. Heading.",
                "Volume: 50%. Adjustable.",
                "  Swipe up or down with one finger to adjust the value.",
                "60%",
            ])
        // Scripts queue speech rather than interrupting it.
        #expect(speech.spoken.count == 4)
        #expect(speech.spoken.allSatisfy { !$0.interrupting })
    }

    @Test func escapeDismissesTheAlert() throws {
        let (session, _) = try Fixtures.session("alert.yaml")
        let run = Fixtures.runScript(["escape", "next"], on: session)
        #expect(run.status == 0)
        #expect(
            run.output == [
                "[screen changed] Delete Draft?. Heading.",
                "[screen changed] Drafts. Heading.",
                "Trip notes. Button.",
            ])
    }

    @Test func aFailingCommandIsReportedAndTheRestStillRuns() throws {
        let (session, _) = try Fixtures.session("music.yaml")
        let run = Fixtures.runScript(["next", "fly away", "focus Nowhere", "next"], on: session)
        #expect(run.status == 65)
        #expect(
            run.errors == [
                "line 2: unknown command 'fly'; type help for the list of commands",
                "line 3: no reachable element has the identifier or label 'Nowhere'; tree lists the elements",
            ])
        #expect(run.output.count == 3)
        #expect(run.output[1].hasPrefix("Now Playing"))
        #expect(run.output[2] == "Previous Track. Button.")
    }

    @Test func quitStopsTheScript() throws {
        let (session, _) = try Fixtures.session("music.yaml")
        let run = Fixtures.runScript(["quit", "next"], on: session)
        #expect(run.status == 0)
        #expect(run.output.count == 1)
    }

    @Test func theMapIsPrintedWhenAsked() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        let plain = Fixtures.runScript(["next"], on: session)
        #expect(!plain.output.contains { $0.contains("╭") })
        let (mapped, _) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(["next", "map"], on: mapped, mapColumns: 30)
        #expect(run.output.filter { $0.hasPrefix("╭") }.count == 3)
        #expect(run.output.contains { $0.contains("╞2 Settings═") })
    }

    @Test func sayDescribesAnyLabel() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(
            [
                "say Add --traits button", "say Volume --value 50% --traits adjustable", "locale ru",
                "say Add --traits button",
            ],
            on: session)
        #expect(run.status == 0)
        #expect(run.output.contains("Add. Button."))
        #expect(run.output.contains("Volume: 50%. Adjustable."))
        #expect(run.output.contains("Add. Кнопка."))
    }

    @Test func settingsCommandsChangeWhatIsSaid() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(
            ["hints off", "focus volume", "hints", "rate 70", "pitch 40", "pitch-change off"], on: session)
        #expect(run.status == 0)
        #expect(run.output.contains("Volume: 50%. Adjustable."))
        #expect(!run.output.contains { $0.contains("Swipe up or down") })
        #expect(run.output.contains("hints off"))
        #expect(run.output.contains("speech rate 70%"))
        #expect(session.voice == SpeechVoice(locale: "en-US", rate: 70, pitch: 40))
        #expect(!session.navigation.settings.description.pitchChange)
    }

    @Test func screensLocalesAndTouch() throws {
        let (session, _) = try Fixtures.session("app.yaml")
        let run = Fixtures.runScript(
            ["screen settings", "touch 50 190", "touch 1 1", "screen nowhere", "locale xx", "locale ru"], on: session)
        #expect(run.status == 65)
        #expect(run.output.contains("[screen changed] Samples. Back Button."))
        #expect(run.output.contains("Volume: 50%. Adjustable."))
        #expect(run.output.contains { $0.hasPrefix("nothing to focus at 1, 1") })
        #expect(run.errors.count == 2)
        #expect(run.errors[0].hasPrefix("line 4: no screen named 'nowhere'; screens: home, weather"))
        #expect(run.errors[1].hasPrefix("line 5: unknown locale 'xx'; available:"))
        #expect(run.output.contains("Громкость: 50%. Элемент регулировки."))
        #expect(run.output.last == "locale ru (Russian)")
    }

    @Test func aBadLoadKeepsTheAppAndPrintsTheDiagnostics() throws {
        let directory = try Fixtures.temporaryDirectory()
        let bad = directory.appendingPathComponent("bad.yaml")
        try "elements:\n  - {label: A, traits: [buton]}\n".write(to: bad, atomically: true, encoding: .utf8)
        let (session, _) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(
            ["load \(bad.path)", "next", "load \(Fixtures.samples.path)/music.yaml"], on: session)
        #expect(run.status == 65)
        #expect(run.errors.first == "line 1: cannot load \(bad.path): 1 error; fix the file and load it again")
        #expect(run.errors.dropFirst().first?.hasPrefix("\(bad.path):2:") == true)
        #expect(run.output.contains("Settings. Heading."))
        #expect(run.output.contains { $0.hasPrefix("loaded ") && $0.hasSuffix("music.yaml: 1 screen") })
        #expect(session.navigation.screen.resolved.screenName == "music")
    }

    @Test func transcriptIsSavedWithTheCommands() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = directory.appendingPathComponent("walk.txt")
        let (session, _) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(["next", "next", "up", "transcript save \(file.path)"], on: session)
        #expect(run.status == 0)
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                > start
                [screen changed] Samples. Back Button.
                > next
                Settings. Heading.
                > next
                Volume: 50%. Adjustable.
                  Swipe up or down with one finger to adjust the value.
                > up
                60%

                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["walk.txt"])
        let failed = Fixtures.runScript(["transcript save /nonexistent/folder/t.txt"], on: session)
        #expect(failed.errors.first?.hasPrefix("line 1: cannot write /nonexistent/folder/t.txt") == true)
    }

    @Test func recordingNeedsAWAVFileInAnExistingFolder() throws {
        let (session, speech) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(
            ["record out.txt", "record /nonexistent/x.wav", "record stop", "record /tmp/x.wav"], on: session)
        #expect(
            run.errors == [
                "line 1: record takes a file ending in .wav, or stop; e.g. record session.wav",
                "line 2: cannot record to /nonexistent/x.wav: no folder /nonexistent",
                "line 3: not recording",
            ])
        #expect(speech.recordingURL?.path == "/tmp/x.wav")
    }

    @Test func whereTreeAndHelpPrintInformation() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        let run = Fixtures.runScript(["focus #wifi", "where", "tree", "help next"], on: session)
        #expect(run.status == 0)
        #expect(run.output.contains("4 of 5: Wi-Fi. Switch Button. On."))
        #expect(run.output.contains("  #wifi · traits button, switchButton · frame 16,230 361×44 pt"))
        #expect(run.output.contains("settings \"Settings\" (393×852 pt)"))
        #expect(run.output.contains("▶ 4  Wi-Fi: 1  [button, switchButton]  #wifi  16,230 361×44"))
        #expect(run.output.contains("next — swipe right (→): the next element"))
    }
}
