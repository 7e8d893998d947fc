import AccessibilityModel
import Foundation
import SpokenDescription
import Testing
import Utterances
import Voices

/// The project's own voice files and describers built from them.
enum Support {
    static let voicesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("voices")

    static let catalog: VoiceCatalog = try! VoiceCatalog(directory: voicesDirectory)

    static func describer(
        _ locale: String, _ settings: DescriptionSettings = DescriptionSettings()
    )
        throws -> ElementDescriber
    {
        try ElementDescriber(locale: locale, voices: catalog, settings: settings)
    }

    static func describe(
        _ element: ElementFacts, in locale: String = "en-US",
        _ settings: DescriptionSettings = DescriptionSettings()
    ) throws -> Utterance {
        try describer(locale, settings).describe(element)
    }
}

/// One element and what VoiceOver says for it: the description, then the hint.
struct Spoken: Sendable, CustomTestStringConvertible {
    let name: String
    let element: ElementFacts
    let says: String
    let hint: String?

    init(_ name: String, _ element: ElementFacts, _ says: String, hint: String? = nil) {
        self.name = name
        self.element = element
        self.says = says
        self.hint = hint
    }

    var testDescription: String { name }
}

extension Utterance {
    /// The pauses in order, by reason.
    var pauseReasons: [Pause.Reason] {
        parts.compactMap { if case .pause(let pause) = $0 { pause.reason } else { nil } }
    }
}
