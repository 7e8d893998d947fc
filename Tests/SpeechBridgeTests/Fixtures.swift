import Foundation
import SpeechBridge
import Voices

/// The project's own voices and one synthesizer for all tests.
enum Fixtures {
    static let voices: VoiceCatalog = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try! VoiceCatalog(directory: root.appendingPathComponent("voices"))
    }()

    static let synthesizer = try! Synthesizer(voices: voices)

    static func speak(
        _ text: String, locale: String = "en-US", prosody: Prosody = Prosody()
    )
        throws -> PCMBuffer
    {
        try synthesizer.synthesize(SpeechRequest(text: text, locale: locale, prosody: prosody))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("earshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
