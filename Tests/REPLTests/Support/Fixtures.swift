import AccessibilityModel
import Foundation
import Navigation
import ScreenFiles
import Utterances
import Voices

@testable import REPL

/// Sessions over the project's samples, with speech going to memory.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let samples = root.appendingPathComponent("samples")
    static let voices = try! VoiceCatalog(directory: root.appendingPathComponent("voices"))

    /// A session on a sample (or on screen-file text) whose speech is kept, not played.
    static func session(_ sample: String, live: Bool = false) throws -> (REPLSession, SpeechLog) {
        let app = try ScreenFileLoader.load(url: samples.appendingPathComponent(sample)).app
        let speech = SpeechLog()
        return (try REPLSession(app: app, locale: "en-US", voices: voices, speech: speech, live: live), speech)
    }

    static func session(yaml: String) throws -> REPLSession {
        let app = try ScreenFileLoader.load(data: Data(yaml.utf8), name: "test.yaml").app
        return try REPLSession(app: app, locale: "en-US", voices: voices, speech: SpeechLog(), live: false)
    }

    /// A session on an app built in code, which may hold what no screen file may (frames of
    /// 1e20 points, a screen of no size).
    static func session(app: App, live: Bool = false) throws -> (REPLSession, SpeechLog) {
        let speech = SpeechLog()
        return (try REPLSession(app: app, locale: "en-US", voices: voices, speech: speech, live: live), speech)
    }

    /// Runs a script in-process: what it printed, its errors and its exit status.
    static func runScript(
        _ lines: [String], on session: REPLSession, mapColumns: Int? = nil
    )
        -> (output: [String], errors: [String], status: Int32)
    {
        var output: [String] = []
        var errors: [String] = []
        let runner = ScriptRunner(
            session: session, style: DisplayStyle(colour: false, unicode: true), mapColumns: mapColumns,
            output: { output.append($0) }, errorOutput: { errors.append($0) })
        let status = runner.run(lines)
        return (output, errors, status.rawValue)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A speech output that keeps what it is asked to say.
final class SpeechLog: SpeechOutput {
    var plays = false
    var unavailableReason: String?
    var isSpeaking = false
    var recordingURL: URL?
    /// What ``takeFailure()`` reports next.
    var failure: SpeechFailure?
    private(set) var spoken: [(utterances: [Utterance], interrupting: Bool)] = []
    private(set) var stops = 0

    func speak(_ utterances: [Utterance], voice: SpeechVoice, interrupting: Bool) {
        spoken.append((utterances, interrupting))
    }

    func takeFailure() -> SpeechFailure? {
        defer { failure = nil }
        return failure
    }

    func stop() { stops += 1 }
    func waitUntilDone() { isSpeaking = false }
    func startRecording(to url: URL) throws(CommandError) { recordingURL = url }

    func stopRecording() throws(CommandError) -> Double {
        guard recordingURL != nil else { throw CommandError("not recording") }
        recordingURL = nil
        return 0
    }

    func saveRecording(to url: URL) throws(CommandError) -> Double { throw CommandError("no recording") }
    var hasUnsavedRecording: Bool { false }

    func close() {}
}
