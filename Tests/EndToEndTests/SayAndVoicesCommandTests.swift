import Foundation
import SpeechBridge
import Testing

/// `earshot say` and `earshot voices` as a user runs them: the executable built beside the tests,
/// real WAV files, exit statuses.
@Suite struct SayAndVoicesCommandTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-say-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A home whose only voice file names an espeak-ng voice that is not installed.
    static func homeWithAMissingVoice() throws -> URL {
        let home = try Self.temporaryDirectory()
        let voices = home.appendingPathComponent("voices")
        try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
        let english = try String(contentsOf: checkout.appendingPathComponent("voices/en-US.yaml"), encoding: .utf8)
        try english.replacingOccurrences(of: "espeakVoice: en-us", with: "espeakVoice: xx-missing")
            .write(to: voices.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        return home
    }

    @Test(arguments: ["en-GB", "fr"])
    func britishAndFrenchVoicesWriteAudibleSpeech(locale: String) throws {
        let url = try Self.temporaryDirectory().appendingPathComponent("hello.wav")
        let run = try Earshot.run("say", "hello, and welcome", "--locale", locale, "--out", url.path)
        #expect(run.status == 0, "\(run.errors)")
        let contents = try WAVFile.read(url)
        #expect(contents.duration > 0.5)
        #expect(AudioAnalysis.rms(contents.samples) > 500)
    }

    @Test func aMissingVoiceExitsUnavailableWithoutWritingAFile() throws {
        let url = try Self.temporaryDirectory().appendingPathComponent("hello.wav")
        let run = try Earshot.run(
            "say", "hello", "--out", url.path, environment: ["EARSHOT_HOME": Self.homeWithAMissingVoice().path])
        #expect(run.status == 69)
        #expect(run.errors.contains("xx-missing"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    /// Text too long to speak is the input's problem (65), never a mistake in the command line.
    @Test func textOverTheLimitExitsWithAnInputErrorNamingTheLimit() throws {
        let url = try Self.temporaryDirectory().appendingPathComponent("long.wav")
        let run = try Earshot.run(
            "say", String(repeating: "x", count: 300), "--out", url.path,
            environment: [SpeechLimits.charactersVariable: "200"])
        #expect(run.status == 65)
        #expect(run.errors.contains("300 characters") && run.errors.contains("limit of 200"))
        #expect(run.errors.contains(SpeechLimits.charactersVariable))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func voicesListsEveryLocaleAsInstalled() throws {
        let run = try Earshot.run("voices", "--unverified")
        #expect(run.status == 0, "\(run.errors)")
        let rows = run.output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.dropFirst()
        #expect(rows.count == 9)
        #expect(rows.contains { $0.hasPrefix("en-GB ") && $0.contains("en-gb") && $0.contains("gmw/en ") })
        #expect(rows.contains { $0.hasPrefix("fr ") && $0.contains("roa/fr") })
        #expect(!run.output.contains("MISSING"))
        // Each locale's unverified keys are listed, indented, under it.
        #expect(run.output.contains("\n    "))
    }

    @Test func voicesExitsUnavailableWhenAVoiceIsMissing() throws {
        let run = try Earshot.run("voices", environment: ["EARSHOT_HOME": Self.homeWithAMissingVoice().path])
        #expect(run.status == 69)
        #expect(run.output.contains("MISSING"))
        #expect(run.errors.contains("xx-missing"))
    }

    @Test func aFileThatCannotBeWrittenIsAnOutputErrorSayingWhy() throws {
        let url = try Self.temporaryDirectory().appendingPathComponent("missing/hello.wav")
        let run = try Earshot.run("say", "hello", "--out", url.path)
        #expect(run.status == 74)
        #expect(run.errors.contains("cannot write \(url.path): no such directory"), "\(run.errors)")
    }
}
