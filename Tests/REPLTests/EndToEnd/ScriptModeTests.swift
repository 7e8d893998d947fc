import Foundation
import SpeechBridge
import Testing

/// Script mode as a person runs it: the built earshot with a walkthrough file or piped commands.
@Suite struct ScriptModeTests {
    static let walk = """
        # Play, then pick a song.
        next
        next
        next
        activate
        focus So What
        activate
        """

    private func script(_ text: String) throws -> URL {
        let file = try Fixtures.temporaryDirectory().appendingPathComponent("walk.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aWalkthroughFilePrintsWhatIsSaidAndExitsZero() throws {
        let run = try Earshot.run(["repl", "samples/music.yaml", "--script", script(Self.walk).path])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(
            run.lines == [
                "[screen changed] Samples. Back Button.",
                "Now Playing: Blue in Green. Heading.",
                "Previous Track. Button.",
                "Play. Button.",
                "[activate]",
                "Pause. Button.",
                "So What. Button.",
                "  Plays the song.",
                "[activate]",
                "Selected: So What. Button.",
                "Playing So What",
            ])
    }

    @Test func pipedCommandsWorkTheSame() throws {
        let run = try Earshot.run(["repl", "samples/settings.yaml"], input: "next\nnext\nincrement\n")
        #expect(run.status == 0)
        #expect(run.lines.last == "60%")
    }

    @Test func aFailingCommandIsAnInputErrorWithTheOtherOutputIntact() throws {
        let run = try Earshot.run(
            ["repl", "samples/music.yaml", "--script", script("next\nfocus Nowhere\nnext\n").path])
        #expect(run.status == 65)
        #expect(
            run.lines == [
                "[screen changed] Samples. Back Button.", "Now Playing: Blue in Green. Heading.",
                "Previous Track. Button.",
            ])
        #expect(
            run.errors
                == "line 2: no reachable element has the identifier or label 'Nowhere'; tree lists the elements\n")
    }

    /// Exit statuses as every command has them: 65 for a file that cannot be read, 64 for a
    /// mistake in the command line.
    @Test func aBadFileOrScriptIsOneErrorAndAnInputError() throws {
        let missing = try Earshot.run(["repl", "samples/nowhere.yaml"], input: "next\n")
        #expect(missing.status == 65)
        #expect(missing.output == "")
        #expect(
            missing.errors == "\(Fixtures.samples.path)/nowhere.yaml:1:1: error: cannot read the file; check the path\n"
        )
        let noScript = try Earshot.run(["repl", "samples/music.yaml", "--script", "/nonexistent/walk.txt"])
        #expect(noScript.status == 65)
        #expect(noScript.errors.hasPrefix("earshot: cannot read the script /nonexistent/walk.txt"))
        let badLocale = try Earshot.run(["repl", "--locale", "xx"])
        #expect(badLocale.status == 64)
        #expect(badLocale.errors.hasPrefix("Error: unknown locale 'xx'; available: "))
    }

    /// Speech that cannot be said fails the script, with the speech's own status (65: text too
    /// long to speak), even when it fails only while the recording is written at the end.
    @Test func speechThatFailsFailsTheScript() throws {
        let folder = try Fixtures.temporaryDirectory()
        let wav = folder.appendingPathComponent("walk.wav")
        let run = try Earshot.run(
            ["repl", "samples/music.yaml", "--record", wav.path, "--script", script(Self.walk).path],
            environment: try Earshot.environment(["EARSHOT_MAX_SPEECH_SECONDS": "1"]))
        #expect(run.status == 65, "\(run.errors)")
        #expect(run.errors.contains("earshot: speech failed: speech would last over 1 s"), "\(run.errors)")
    }

    @Test func aRecordingHoldsEverythingSaid() throws {
        let folder = try Fixtures.temporaryDirectory()
        let wav = folder.appendingPathComponent("walk.wav")
        let run = try Earshot.run([
            "repl", "samples/music.yaml", "--record", wav.path, "--script", script(Self.walk).path,
        ])
        #expect(run.status == 0)
        #expect(run.lines.last == "wrote \(wav.path) (\(run.lines.last!.split(separator: "(").last!)")
        let recording = try WAVFile.read(wav)
        #expect(recording.sampleRate == 22050)

        // The same text synthesised in one piece per line, one after another in a synthesis
        // process of its own as the REPL's are: the recording holds at least that much speech,
        // and not much more than that plus VoiceOver's pauses.
        let synthesizer = try Synthesizer(
            voices: Fixtures.voices, worker: [Earshot.executable.path, SynthesisWorker.commandName])
        defer { synthesizer.close() }
        let spoken = run.lines.dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("[") || $0.contains("] ") }
            .map { $0.hasPrefix("[") ? String($0.split(separator: "] ", maxSplits: 1)[1]) : $0 }
        let speech = try spoken.reduce(0.0) { total, text in
            total + (try synthesizer.synthesize(SpeechRequest(text: text, locale: "en-US"))).duration
        }
        let hints = run.lines.filter { $0.hasPrefix("  ") }.count
        #expect(recording.duration > speech * 0.9)
        #expect(recording.duration < speech + Double(spoken.count) * 0.5 + Double(hints) * 1.0)
        // Written atomically: no temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["walk.wav"])
    }

    @Test func recordAndRecordStopInAScript() throws {
        let folder = try Fixtures.temporaryDirectory()
        let wav = folder.appendingPathComponent("one.wav")
        let run = try Earshot.run(
            ["repl", "samples/settings.yaml", "--script", script("record \(wav.path)\nnext\nrecord stop\nnext\n").path])
        #expect(run.status == 0)
        // Said by a synthesis process of its own, as the REPL's is: what espeak-ng says depends a
        // little on what it said before, and this process's library has said what other tests
        // had it say.
        let fresh = try Synthesizer(
            voices: Fixtures.voices, worker: [Earshot.executable.path, SynthesisWorker.commandName])
        defer { fresh.close() }
        let single = try fresh.synthesize(SpeechRequest(text: "Settings. Heading.", locale: "en-US"))
        let recording = try WAVFile.read(wav)
        // "Settings." and "Heading." are two segments with a pause between them.
        #expect(recording.duration > single.duration * 0.9)
        #expect(recording.duration < single.duration + 0.8)
    }
}
