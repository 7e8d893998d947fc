import Foundation
import Glibc
import SpeechBridge
import Testing

/// Script mode given careless input: numbers no screen has, comments, scripts that are not
/// plain files, files that cannot be written, locales that do not exist. Nothing crashes,
/// nothing is lost, and the exit status says what kind of failure it was.
@Suite struct ScriptHardeningTests {
    private func script(_ text: String) throws -> URL {
        let file = try Fixtures.temporaryDirectory().appendingPathComponent("walk.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func touchWithNumbersNoScreenHasIsAnErrorNotACrash() throws {
        let run = try Earshot.run(
            ["repl", "samples/settings.yaml", "--script", script("touch 1e300 1e300\ntouch inf 5\nnext\n").path])
        #expect(run.status == 65)
        let limits = "'touch' takes finite numbers from -10000000 to 10000000 points, e.g. touch 200 300; got"
        #expect(run.errors == "line 1: \(limits) 1e300 1e300\nline 2: \(limits) inf 5\n")
        #expect(run.lines.last == "Settings. Heading.")
    }

    @Test func aCommentMayFollowACommand() throws {
        let run = try Earshot.run(["repl", "samples/settings.yaml"], input: "next # the heading\nnext\t# the slider\n")
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.lines.contains("Volume: 50%. Adjustable."))
    }

    @Test func devNullAFIFOAndStandardInputAreScripts() throws {
        let empty = try Earshot.run(["repl", "samples/settings.yaml", "--script", "/dev/null"])
        #expect(empty.status == 0)
        #expect(empty.lines == ["[screen changed] Samples. Back Button."])

        let fifo = try Fixtures.temporaryDirectory().appendingPathComponent("commands")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A reader that gives up early must not end the tests with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let descriptor = Glibc.open(fifo.path, O_WRONLY)
            guard descriptor >= 0 else { return }
            let commands = Array("next\nnext\n".utf8)
            _ = commands.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let piped = try Earshot.run(["repl", "samples/settings.yaml", "--script", fifo.path])
        #expect(piped.status == 0)
        #expect(
            piped.lines.suffix(2) == [
                "Volume: 50%. Adjustable.", "  Swipe up or down with one finger to adjust the value.",
            ])

        let folder = try Earshot.run(["repl", "samples/settings.yaml", "--script", Fixtures.samples.path])
        #expect(folder.status == 65)
        #expect(
            folder.errors
                == "earshot: cannot read the script \(Fixtures.samples.path): it is a folder; name a file of commands\n"
        )
    }

    /// A full device, reached through a link so that a writer that renames over its target
    /// (the bug this guards against) replaces the link, never the device.
    private func fullDevice(_ name: String) throws -> URL {
        let link = try Fixtures.temporaryDirectory().appendingPathComponent(name)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/full")
        return link
    }

    @Test func aTranscriptThatCannotBeWrittenIsAnOutputError() throws {
        let full = try fullDevice("full.txt")
        let run = try Earshot.run(
            ["repl", "samples/settings.yaml", "--script", script("next\ntranscript save \(full.path)\n").path])
        #expect(run.status == 74)
        #expect(run.errors.hasPrefix("line 2: cannot write \(full.path): "))
        #expect(run.errors.hasSuffix("; the transcript is kept, save it elsewhere\n"))
        #expect(!run.output.contains("saved the transcript"))
    }

    @Test func aRecordingIntoAFolderIsRefusedAtTheStart() throws {
        let folder = try Fixtures.temporaryDirectory().appendingPathComponent("out.wav")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try Earshot.run([
            "repl", "samples/settings.yaml", "--script", script("record \(folder.path)\nnext\n").path,
        ])
        #expect(run.status == 74)
        #expect(run.errors == "line 1: cannot record to \(folder.path): it is a folder; name a .wav file\n")
        #expect(!run.output.contains("recording to"))
    }

    @Test func aRecordingThatCannotBeWrittenIsKeptForRecordSave() throws {
        let full = try fullDevice("full.wav")
        let kept = full.deletingLastPathComponent().appendingPathComponent("kept.wav")
        let run = try Earshot.run([
            "repl", "samples/settings.yaml", "--script",
            script("record \(full.path)\nnext\nrecord stop\nrecord save \(kept.path)\n").path,
        ])
        #expect(run.status == 74)
        #expect(run.errors.hasPrefix("line 3: cannot write \(full.path): "))
        #expect(run.errors.contains("; the recording ("))
        #expect(run.errors.hasSuffix(" s) is kept: record save FILE.wav writes it elsewhere\n"))
        #expect(run.lines.last?.hasPrefix("wrote \(kept.path) (") == true)
        let recording = try WAVFile.read(kept)
        #expect(recording.duration > 0.5)
    }

    @Test func aLocaleFallbackIsStatedAndAMalformedOneIsAUsageError() throws {
        let fallback = try Earshot.run(["repl", "samples/settings.yaml", "--locale", "zh-Hant"], input: "next\n")
        #expect(fallback.status == 0)
        #expect(fallback.errors.hasPrefix("earshot: no voice file for 'zh-Hant'; speaking it as zh-Hans"))
        let malformed = try Earshot.run(["repl", "samples/settings.yaml", "--locale", "en-US;rm"], input: "next\n")
        #expect(malformed.status == 64)
        #expect(malformed.errors.hasPrefix("Error: unknown locale 'en-US;rm'; available: "))
        #expect(malformed.output == "")
    }
}
