import AppLoading
import Audit
import Findings
import Foundation
import SpeechBridge
import Voices

enum AuditTestSupport {
    static let voices: VoiceCatalog = try! VoiceCatalog.standard()

    /// The voices `earshot audit` speaks en-US with: the voice files, and espeak-ng's voices for
    /// the languages VoiceOver's language detection switches to.
    static let detectingVoices: VoiceCatalog = try! SpokenLocales(locales: ["en-US"], voices: voices).catalog

    /// The findings of `rules` on a capture (a page source's text), read from a file as
    /// `earshot audit` reads it.
    static func audit(capture: String, rules: [any AuditRule], locale: String = "en-US") throws -> [Finding] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("capture.xml")
        try capture.write(to: file, atomically: true, encoding: .utf8)
        let app = try AppSource.load(url: file).app
        return try Auditor(rules: rules, voices: voices).audit(app, locales: [locale])
    }
}
