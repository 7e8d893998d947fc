import Foundation
import Reporting
import SpeechBridge
import TestSupport
import Testing
import Voices

/// `earshot say` synthesises in a copy of itself forked for the purpose (no second start of
/// the executable), which a crash of libespeak-ng ends without ending the command, and which
/// sounds exactly as a started synthesis worker does.
@Suite struct SayWorkerTests {
    static let longText = String(repeating: "Settings, General, Accessibility, VoiceOver, Speech. ", count: 300)

    /// `say` on the long text, once its synthesis process runs.
    struct LongSay {
        var process: Process
        /// The synthesis process.
        var child: Int32
        /// Where its `--out` file is written.
        var directory: URL
    }

    static func startLongSay(errors: Any = FileHandle.nullDevice) throws -> LongSay {
        let directory = try Earshot.temporaryDirectory()
        let process = Process()
        process.executableURL = Earshot.executable
        process.arguments = ["say", longText, "--no-audio", "--out", directory.appendingPathComponent("long.wav").path]
        process.standardError = errors
        try process.run()
        // Until audio is being written: the request is then the one the child is saying.
        let deadline = Date().addingTimeInterval(20)
        while Self.bytesWritten(in: directory) < 100_000, process.isRunning, Date() < deadline {
            usleep(2_000)
        }
        let children = ProcessStatus.children(of: process.processIdentifier)
        #expect(children.count == 1)
        return LongSay(process: process, child: try #require(children.first), directory: directory)
    }

    static func bytesWritten(in directory: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap {
            try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent($0).path)[.size] as? Int
        }.reduce(0, +)
    }

    static func commandLine(of pid: Int32) -> [String] {
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theSynthesisProcessIsACopyOfTheCommandNotASecondStart() throws {
        let run = try Self.startLongSay()
        let (say, child, directory) = (run.process, run.child, run.directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A started worker's command line would be `earshot synth-worker …`.
        let line = Self.commandLine(of: child)
        #expect(line.dropFirst().first == "say", "the child runs \(line.prefix(2))")
        #expect(!line.contains(SynthesisWorker.commandName))
        say.waitUntilExit()
        #expect(say.terminationStatus == 0)
        #expect(try WAVFile.read(directory.appendingPathComponent("long.wav")).duration > 60)
        #expect(ProcessStatus.hasEnded(child))
    }

    /// As a crash of the library would: the copy is killed mid-speech. The command says why,
    /// fails, and leaves no partial file; it does not hang.
    @Test func aKilledSynthesisProcessFailsTheCommandAndLeavesNoFile() throws {
        let errors = Pipe()
        let run = try Self.startLongSay(errors: errors)
        let (say, child, directory) = (run.process, run.child, run.directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        kill(child, SIGKILL)
        say.waitUntilExit()
        try errors.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(say.terminationStatus == ExitStatus.unavailable.rawValue, "\(said)")
        #expect(said.contains("espeak-ng stopped while saying this"), "\(said)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func itSoundsExactlyAsAStartedWorkerDoes() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = "Wi-Fi, on. Bluetooth, off. Weather in Cupertino, sunny, 21 degrees."
        let wav = directory.appendingPathComponent("say.wav")
        let run = try Earshot.run("say", text, "--out", wav.path)
        #expect(run.status == 0, "\(run.errors)")
        let started = try Synthesizer(
            voices: VoiceCatalog.standard(),
            worker: [Earshot.executable.path, SynthesisWorker.commandName, "--locale", "en-US"])
        defer { started.close() }
        let expected = try started.synthesize(SpeechRequest(text: text, locale: "en-US")).samples
        let said = try WAVFile.read(wav).samples
        #expect(said.count > PCMFormat.samples(milliseconds: 2000))
        #expect(said == expected, "say and a started worker said the text differently")
    }
}
