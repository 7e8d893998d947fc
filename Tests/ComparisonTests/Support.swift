import Comparison
import Foundation
import Navigation
import ResourceLocation
import ScreenFiles
import TestSupport
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
        try said(URL(fileURLWithPath: settings))
    }

    /// What Earshot says for each element of a screen of a file in Fixtures/, in swipe order.
    static func said(_ name: String, screen: String? = nil) throws -> [Utterance] {
        try said(fixtures.appendingPathComponent(name), screen: screen)
    }

    private static func said(_ url: URL, screen: String? = nil) throws -> [Utterance] {
        let app = try ScreenFileLoader.load(url: url).app
        var session = try NavigationSession(app: app, locale: "en-US", voices: try VoiceCatalog.standard())
        if let screen { try session.show(screen: screen) }
        return (0..<session.screen.count).map { session.utterance(at: $0) }
    }

    static func compare(_ name: String, appNames: [String] = []) throws -> Comparison {
        Comparison(walk: try read(name), screen: "settings", said: try settingsSaid(), appNames: appNames)
    }

    /// Runs the `earshot` built beside the tests.
    static func earshot(_ arguments: String...) throws -> ProgramRun {
        try ProgramRun(
            EarshotExecutable.url, arguments, environment: ["EARSHOT_AUDIO": "none"])
    }
}
