import Foundation
import Navigation
import ScreenFiles
import SpeechBridge
import SpokenDescription
import Testing
import UtteranceRendering
import Utterances
import Voices

/// The language picker sample on an English screen: each language's name read with its own
/// voice (VoiceOver's language detection), VoiceOver's words in English.
@Suite struct LanguagePickerTests {
    /// The voices an `earshot` command speaks en-US with, detected languages' stand-ins included.
    static let voices = try! SpokenLocales(locales: ["en-US"], voices: VoiceCatalog.standard()).catalog
    static let synthesizer = try! Synthesizer(voices: voices)

    static func session(detecting: Bool = true) throws -> NavigationSession {
        let app = try ScreenFileLoader.load(url: Earshot.samples.appendingPathComponent("language-picker.yaml")).app
        let settings = NavigationSettings(description: DescriptionSettings(detectsLanguages: detecting))
        return try NavigationSession(app: app, locale: "en-US", voices: voices, settings: settings)
    }

    /// The label of the element `name` as spoken, alone.
    static func label(_ name: String, detecting: Bool = true) throws -> Utterance {
        var session = try session(detecting: detecting)
        let spoken = try #require(try session.focus(on: name).first)
        let label = try #require(spoken.segments.first { $0.kind == .label })
        return Utterance(cause: .focus, parts: [.speech(label)])
    }

    static func request(_ utterance: Utterance) -> SpeechRequest {
        UtteranceFormat.speech(voices: voices, options: SpeechOptions(locale: "en-US")).render(utterance)
    }

    @Test(arguments: [
        ("english", "en-US"), ("greek", "el"), ("hebrew", "he"), ("thai", "th"), ("arabic", "ar"),
        ("japanese", "ja"), ("russian", "ru"),
    ])
    func eachNameIsSpokenByItsLanguagesVoice(_ name: String, _ language: String) throws {
        var session = try Self.session()
        let spoken = try #require(try session.focus(on: name).first)
        #expect(spoken.segments.first { $0.kind == .label }?.language == language)
        #expect(spoken.segments.filter { $0.kind == .trait }.map(\.language) == ["en-US"])
        // JSON Lines show the switch, and the request gives the segment that language's voice.
        #expect(UtteranceFormat.jsonLines.render(spoken).contains("\"language\":\"\(language)\""))
        guard case .text(let segment) = Self.request(try Self.label(name)).parts.first else {
            Issue.record("no text part")
            return
        }
        let profile = try Self.voices.profile(for: language)
        #expect(segment.locale == profile.locale)
    }

    @Test func theGreekWordIsSaidNotSpeltByTheEnglishVoice() throws {
        let detected = try Self.synthesizer.synthesize(Self.request(try Self.label("greek")))
        let spelt = try Self.synthesizer.synthesize(Self.request(try Self.label("greek", detecting: false)))
        #expect(detected.completions == [.finished] && spelt.completions == [.finished])
        #expect(AudioAnalysis.rms(detected.samples) > 500)
        // "Ελλάδα" is a word of three syllables; spelt, it is six letters' names.
        #expect(detected.duration * 2 < spelt.duration, "\(detected.duration) s against \(spelt.duration) s")
        #expect(detected.samples != spelt.samples)
    }
}
