import Foundation
import SpeechBridge
import Testing

/// `earshot say` and `earshot voices` as a user runs them: the executable built beside the tests,
/// real WAV files, exit statuses.
@Suite struct SayCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func earshot(_ arguments: String..., home: URL = checkout, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("earshot")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["EARSHOT_AUDIO": "none", "EARSHOT_HOME": home.path].merging(environment) { _, new in new }
        ) { _, new in new }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }

    /// A home whose only voice file names an espeak-ng voice that is not installed.
    static func homeWithAMissingVoice() throws -> URL {
        let home = try Fixtures.temporaryDirectory()
        let voices = home.appendingPathComponent("voices")
        try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
        let english = try String(contentsOf: checkout.appendingPathComponent("voices/en-US.yaml"), encoding: .utf8)
        try english.replacingOccurrences(of: "espeakVoice: en-us", with: "espeakVoice: xx-missing")
            .write(to: voices.appendingPathComponent("en-US.yaml"), atomically: true, encoding: .utf8)
        return home
    }

    @Test(arguments: ["en-GB", "fr"])
    func britishAndFrenchVoicesWriteAudibleSpeech(locale: String) throws {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("hello.wav")
        let run = try Self.earshot("say", "hello, and welcome", "--locale", locale, "--out", url.path)
        #expect(run.status == 0, "\(run.errors)")
        let contents = try WAVFile.read(url)
        #expect(contents.duration > 0.5)
        #expect(AudioAnalysis.rms(contents.samples) > 500)
    }

    @Test func aMissingVoiceExitsUnavailableWithoutWritingAFile() throws {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("hello.wav")
        let run = try Self.earshot("say", "hello", "--out", url.path, home: Self.homeWithAMissingVoice())
        #expect(run.status == 69)
        #expect(run.errors.contains("xx-missing"))
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func textOverTheLimitExitsWithAUsageErrorNamingTheLimit() throws {
        let url = try Fixtures.temporaryDirectory().appendingPathComponent("long.wav")
        let run = try Self.earshot(
            "say", String(repeating: "x", count: 300), "--out", url.path,
            environment: [SpeechLimits.charactersVariable: "200"])
        #expect(run.status == 64)
        #expect(run.errors.contains("300 characters") && run.errors.contains("limit of 200"))
        #expect(run.errors.contains(SpeechLimits.charactersVariable))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func voicesListsEveryLocaleAsInstalled() throws {
        let run = try Self.earshot("voices", "--unverified")
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
        let run = try Self.earshot("voices", home: Self.homeWithAMissingVoice())
        #expect(run.status == 69)
        #expect(run.output.contains("MISSING"))
        #expect(run.errors.contains("xx-missing"))
    }
}
