import Foundation
import SpeechBridge
import Testing

@testable import Listening

/// The listening worker is sent what each element says and where its audio goes: it writes the
/// files without reading the app (the run has described every screen already).
@Suite struct ListenWorkerTests {
    @Test func aWorkerSynthesisesWhatItIsSentWithoutTheApp() throws {
        let folder = try ListenRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missingApp = folder.appendingPathComponent("no-such-app.yaml").path
        let settings = RenderSettings(
            app: missingApp, locales: ["en"], output: folder.path, engine: RenderSettings.engineVersion())
        let files = ["inbox", "weather"].map { folder.appendingPathComponent("\($0).wav").path }
        let item = [
            ElementSpeech(request: SpeechRequest(text: "Inbox, button", locale: "en-US"), file: files[0]),
            ElementSpeech(request: SpeechRequest(text: "Weather in Cupertino", locale: "en-US"), file: files[1]),
        ]
        let input = Pipe()
        let output = Pipe()
        let process = try ListenRunner.start(["listen-worker"], input: input, output: output)
        // The item as the run sends it.
        for line in [try JSONEncoder().encode(settings) + Data("\n".utf8), try ElementSpeech.line(item)] {
            try input.fileHandleForWriting.write(contentsOf: line)
        }
        try input.fileHandleForWriting.close()
        let replies = output.fileHandleForReading.readDataToEndOfFile().split(separator: UInt8(ascii: "\n"))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(replies.count == 1)
        let reply = try JSONDecoder().decode(WorkerReply.self, from: Data(try #require(replies.first)))
        guard case .synthesized(let peakMemory) = reply else {
            Issue.record("the worker failed: \(reply)")
            return
        }
        #expect(peakMemory > 0)
        #expect(!FileManager.default.fileExists(atPath: missingApp))
        for file in files {
            let audio = try WAVFile.read(URL(fileURLWithPath: file))
            #expect(audio.samples.count > PCMFormat.samples(milliseconds: 300), "\(file) is too short")
        }
    }
}
