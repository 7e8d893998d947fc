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
        // text-style.yaml writes its labels in English, untranslated: "The quick brown fox" is an
        // English phrase; "Bold", "Left", "Share" and "Text Style" are shaped as names are (a
        // capitalised word, or capitalised words without a function word) and not reported. The
        // names kept in Latin letters (Wi-Fi, a key's name, a person's, the app's, song titles,
        // artists) are not reported either (`LatinNames`).
        // A title with a function word in lower case ("Blue in Green") is shaped as a phrase is.
        "ja script music music/1": "a Latin song title with \"in\" in Japanese (the now-playing heading)",
        "ja script music songs/0": "a Latin song title with \"in\" in Japanese",
        "ja script text-style size": "an English label the sample does not translate",
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
