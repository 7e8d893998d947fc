import Comparison
import Foundation
import Navigation
import ResourceLocation
import ScreenFiles
import Utterances
import Voices

/// The walks in Fixtures/, the samples they were written against, and the `earshot` executable.
enum Walks {
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    static func path(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    static func read(_ name: String) throws -> Walk {
        try WalkFormats.read(text(name), file: name)
    }

    static var settings: String {
        try! ResourceDirectory.locate("samples").appendingPathComponent("settings.yaml").path
    }

    /// What Earshot says for each element of samples/settings.yaml, in swipe order.
    static func settingsSaid() throws -> [Utterance] {
        let app = try ScreenFileLoader.load(url: URL(fileURLWithPath: settings)).app
        let session = try NavigationSession(app: app, locale: "en-US", voices: try VoiceCatalog.standard())
        return (0..<session.screen.count).map { session.utterance(at: $0) }
    }

    static func compare(_ name: String, appNames: [String] = []) throws -> Comparison {
        Comparison(walk: try read(name), screen: "settings", said: try settingsSaid(), appNames: appNames)
    }

    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the `earshot` built beside the tests.
    static func earshot(_ arguments: String...) throws -> Run {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("earshot")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["EARSHOT_AUDIO": "none"]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }
}
