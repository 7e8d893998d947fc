import AccessibilityModel
import Foundation
import Navigation
import ResourceLocation
import ScreenFiles
import Utterances
import Voices

/// Sessions over the project's samples and over screens built in code.
enum Fixtures {
    static let voices: VoiceCatalog = try! VoiceCatalog.standard()

    static var samples: URL { try! ResourceDirectory.locate("samples") }

    static func app(_ sample: String) throws -> App {
        try ScreenFileLoader.load(url: samples.appendingPathComponent(sample)).app
    }

    static func session(
        _ sample: String, locale: String = "en-US", settings: NavigationSettings = NavigationSettings()
    ) throws -> NavigationSession {
        try NavigationSession(app: app(sample), locale: locale, voices: voices, settings: settings)
    }

    static func session(
        _ screen: Screen, locale: String = "en-US", settings: NavigationSettings = NavigationSettings()
    ) throws -> NavigationSession {
        try NavigationSession(app: App(screens: [screen]), locale: locale, voices: voices, settings: settings)
    }
}

extension NavigationSession {
    /// The description of every element in swipe order.
    var transcript: [String] {
        screen.order.indices.map { utterance(at: $0).description }
    }

    /// The description of the focused element.
    var focusedDescription: String? {
        focus.map { utterance(at: $0).description }
    }
}

extension Utterance {
    /// Everything said, as text: the description, then the hint.
    var text: String {
        [description, hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The one-element list of ``text``, to compare with what a gesture returned.
    var texts: [String] { [text] }

    var cues: [Cue] {
        parts.compactMap { if case .cue(let cue) = $0 { cue } else { nil } }
    }
}

extension Array where Element == Utterance {
    var texts: [String] { map(\.text) }
    var cues: [Cue] { flatMap(\.cues) }
}
