import Audit
import Findings
import Foundation
import ScreenFiles
import Testing

/// Every rule over every sample app in every locale the app has (its development language and
/// each localisation of its strings, as `earshot audit --locale all`): a warning or error not in
/// the reviewed list below fails, so a new false positive shows up here.
struct SampleLocalesAuditTests {
    /// The findings reviewed and kept, as "locale rule screen element" (a string's key for the
    /// findings about strings), each with why it stands.
    static let reviewed: [String: String] = [
        // The Arabic company names are longer than a name should be; the listener hears them whole.
        "ar label-too-long stocks alphabet": "a long translated label",
        "ar label-too-long stocks apple": "a long translated label",
        "ru label-too-long stocks alphabet": "a long translated label",
        // "صورة آنا بيتروفا" is "Photo of Anna Petrova" on an image: VoiceOver says "صورة" again.
        "ar trait-word-in-label contact photo": "the translation repeats the image trait's word",
        // Kept in Latin letters in the translations; a team would allow them in the project file.
        "ru untranslated - keyboard.shift": "a key's name kept in English",
        "ru untranslated - settings.wifi": "a technology's name kept in English",
        "zh-Hans untranslated - card.name": "a person's name kept in Latin letters",
        "ja untranslated - settings.wifi": "a technology's name kept in English, as iOS writes it",
        "ja script settings wifi": "a technology's name kept in English, as iOS writes it",
        // Latin names in a Japanese label without accessibilityLanguage are spelt letter by letter
        // (the Chinese voice reads them with English rules: a note, not listed).
        "ja script home home/0": "the app's Latin name in Japanese",
        "ja script music songs/0": "a Latin song title in Japanese",
        "ja script music music/1": "a Latin song title in Japanese (the now-playing heading)",
        "ja script music songs/1": "a Latin song title in Japanese",
        "ja script music songs/2": "a Latin song title in Japanese",
        "ja script podcasts podcasts/14": "a Latin artist's name in Japanese",
        "ja script podcasts podcasts/15": "a Latin artist's name in Japanese",
        "ja script podcasts podcasts/16": "a Latin artist's name in Japanese",
        "ja script podcasts podcasts/17": "a Latin artist's name in Japanese",
        "zh-Hans script music songs/1": "a Latin song title in Chinese",
        // text-style.yaml writes its labels in English, untranslated: in Chinese they are spelt.
        "ja script text-style bold": "an English label the sample does not translate",
        "ja script text-style center": "an English label the sample does not translate",
        "ja script text-style left": "an English label the sample does not translate",
        "ja script text-style right": "an English label the sample does not translate",
        "ja script text-style share": "an English label the sample does not translate",
        "ja script text-style size": "an English label the sample does not translate",
        "ja script text-style navigationBar/0": "an English label the sample does not translate",
        "ja script text-style navigationBar/1": "an English label the sample does not translate",
        "ja script text-style preview/0": "an English label the sample does not translate",
        "ja script text-style preview/1": "an English label the sample does not translate",
    ]

    static let samples = [
        "alert.yaml", "app.yaml", "keyboard.yaml", "multi-faceted.yaml", "music.yaml", "podcasts.yaml", "rating.yaml",
        "reader.yaml", "settings.yaml", "stocks.yaml", "text-style.yaml", "weather.yaml",
    ]

    /// A finding as the reviewed list names it.
    static func key(_ finding: Finding) -> String {
        let subject =
            finding.subject.element.map { "\(finding.subject.screen ?? "-") \($0)" }
            ?? "- \(finding.message.split(separator: "\"").first.map(String.init) ?? "")"
        return "\(finding.locale ?? "-") \(finding.rule) \(subject)"
    }

    /// The warnings and errors on a sample in each of its locales.
    static func findings(_ name: String) throws -> [Finding] {
        let app = try SampleAuditTests.load(name).app
        let development = app.localizations.developmentLanguage
        let locales = [development] + app.localizations.localizationNames.filter { $0 != "Base" && $0 != development }
        return try RuleExamplesTests.auditor.audit(app, locales: locales).filter { $0.severity != .note }
    }

    @Test(arguments: samples)
    func everyWarningInEveryLocaleIsReviewed(_ name: String) throws {
        let unreviewed = try Self.findings(name).filter { Self.reviewed[Self.key($0)] == nil }
        #expect(unreviewed.isEmpty, "\(unreviewed.map(Self.key))")
    }

    @Test func everyReviewedFindingIsStillFound() throws {
        let found = Set(try Self.samples.flatMap(Self.findings).map(Self.key))
        #expect(Set(Self.reviewed.keys).subtracting(found).isEmpty, "\(Set(Self.reviewed.keys).subtracting(found))")
    }
}
