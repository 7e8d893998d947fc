import AccessibilityModel
import AppFiles
import AppLoading
import Captures
import Foundation
import Navigation
import UtteranceRendering
import Voices

/// The fixtures (see Fixtures/README.md) and what VoiceOver says on them.
enum Captured {
    static let voices: VoiceCatalog = try! VoiceCatalog.standard()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

    /// A real capture kept beside the checkout (`../shared/captures`, see SharedCapturesTests),
    /// when it is there.
    static func shared(_ name: String) -> URL? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/captures")
            .appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// A fixture loaded as every command loads a file.
    static func load(_ name: String) throws -> LoadedApp {
        try AppSource.load(url: url(name))
    }

    /// The diagnostics a fixture fails with.
    static func failure(_ name: String) -> [Diagnostic] {
        do {
            _ = try AppSource.load(url: url(name))
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The diagnostics that bytes given as a file fail with.
    static func failure(data: Data, name: String) -> [Diagnostic] {
        do {
            _ = try CaptureReader.read(data: data, name: name)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Every element of the app's first screen in swipe order, as `earshot transcript` prints it.
    static func transcript(_ app: App, locale: String = "en-US") throws -> [String] {
        var session = try NavigationSession(app: app, locale: locale, voices: voices)
        return UtteranceFormat.transcript.document(session.swipeThrough()).split(separator: "\n").map(String.init)
    }

    static func transcript(_ name: String, locale: String = "en-US") throws -> [String] {
        try transcript(load(name).app, locale: locale)
    }
}
