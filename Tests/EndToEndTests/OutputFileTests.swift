import Foundation
import Reporting
import SpeechBridge
import Testing

/// Files the commands write replace their old versions whole, or not at all, and a failure to
/// write is an output error naming the file.
@Suite struct OutputFileTests {
    static let weather = Earshot.samples.appendingPathComponent("weather.yaml").path

    /// When the captions cannot be written, the old WAV file stays: the pair never mixes two
    /// renders.
    @Test func transcriptAudioAndCaptionsReplaceTogetherOrNotAtAll() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let audio = directory.appendingPathComponent("weather.wav")
        let captions = directory.appendingPathComponent("weather.vtt")
        let old = Data("an earlier render".utf8)
        try old.write(to: audio)
        try FileManager.default.createDirectory(at: captions, withIntermediateDirectories: false)
        let run = try Earshot.run("transcript", Self.weather, "--audio", audio.path)
        #expect(run.status == ExitStatus.outputError.rawValue)
        #expect(run.errors == "earshot: cannot write \(captions.path): is a directory\n")
        #expect(try Data(contentsOf: audio) == old)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "weather.vtt", "weather.wav",
            ])
    }

    @Test func sayOutputThatCannotBeWrittenIsAnOutputError() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("taken.wav")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let run = try Earshot.run("say", "hello", "--no-audio", "--out", folder.path)
        #expect(run.status == ExitStatus.outputError.rawValue)
        #expect(run.errors == "earshot: cannot write \(folder.path): is a directory\n")
        let missing = directory.appendingPathComponent("no/such.wav")
        let nowhere = try Earshot.run("say", "hello", "--no-audio", "--out", missing.path)
        #expect(nowhere.status == ExitStatus.outputError.rawValue)
        #expect(nowhere.errors.hasPrefix("earshot: cannot write \(missing.path): "))
    }

    /// `--out` replaces an earlier file whole, and says what it wrote on standard error so that
    /// standard output can carry the audio itself.
    @Test func sayReplacesItsOutputWhole() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wav = directory.appendingPathComponent("hello.wav")
        try Data(repeating: 7, count: 1_000_000).write(to: wav)
        let run = try Earshot.run("say", "hello", "--no-audio", "--out", wav.path)
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("wrote \(wav.path) ("))
        let contents = try WAVFile.read(wav)
        #expect(contents.duration > 0.2 && contents.duration < 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["hello.wav"])
    }

    /// A device is written in place: audio can go down a pipe, and a full device is an error.
    @Test func sayWritesToADeviceOrSaysWhyNot() throws {
        let stream = try Earshot.run("say", "hello", "--no-audio", "--out", "/dev/stdout")
        #expect(stream.status == 0)
        #expect(stream.output.hasPrefix("RIFF"))
        let full = try Earshot.run("say", "hello", "--no-audio", "--out", "/dev/full")
        #expect(full.status == ExitStatus.outputError.rawValue)
        #expect(full.errors == "earshot: cannot write /dev/full: No space left on device\n")
        let text = try Earshot.run("say", "hello", "--no-audio", "--out", "notes.txt")
        #expect(text.status == ExitStatus.usageError.rawValue)
    }

    /// Ctrl-C while a long text is being written: the process ends with 130, the earlier file
    /// is intact, and the half-written one is gone.
    @Test func anInterruptedSayLeavesThePreviousFile() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let wav = directory.appendingPathComponent("long.wav")
        let old = Data("an earlier render".utf8)
        try old.write(to: wav)
        let text = String(repeating: "Settings, General, Accessibility, VoiceOver, Speech. ", count: 300)
        let process = Process()
        process.executableURL = Earshot.executable
        process.arguments = ["say", text, "--no-audio", "--out", wav.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupt once the partial file is being written.
        let deadline = Date().addingTimeInterval(20)
        while try FileManager.default.contentsOfDirectory(atPath: directory.path).count < 2, Date() < deadline {
            usleep(2_000)
        }
        #expect(process.isRunning)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == ExitStatus.interrupted.rawValue)
        #expect(try Data(contentsOf: wav) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["long.wav"])
    }
}
