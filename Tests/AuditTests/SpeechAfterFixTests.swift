import AccessibilityModel
import AppLoading
import Audit
import Findings
import Foundation
import ScreenFiles
import Testing

/// What a finding says VoiceOver will say after the fix is the element's own speech, changed only
/// where the fix changes it: a text the team must write is marked ‹…›, never a sample sentence.
struct SpeechAfterFixTests {
    static let sampleFiles = [
        "alert.yaml", "app.yaml", "keyboard.yaml", "multi-faceted.yaml", "music.yaml", "podcasts.yaml", "rating.yaml",
        "reader.yaml", "settings.yaml", "stocks.yaml", "text-style.yaml", "weather.yaml", "workshop/pitfalls.yaml",
    ]

    /// The words of a speech, lower-cased, less the marked texts to write.
    static func words(_ text: String) -> [String] {
        text.replacingOccurrences(of: "‹[^›]*›", with: " ", options: .regularExpression).lowercased()
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Whether `word` is one of the speech's words, or a form of one (the third person a fix
    /// gives an imperative: "play" → "plays", "search" → "searches", "copy" → "copies").
    static func isFromSpeech(_ word: String, _ now: Set<String>) -> Bool {
        now.contains(word) || now.contains { word == $0 + "s" || word == $0 + "es" || word == $0.dropLast() + "ies" }
    }

    /// The captures of real apps written for the capture reader's tests.
    static let captureFiles = [
        "wda-alert-over-pushed-page.xml", "wda-keyboard-zh.xml", "wda-odd-frames-unknown-types.xml",
        "wda-pad-tabs-segments.xml", "wda-settings-traits.xml", "wda-signup-legacy.xml", "wda-webview.xml",
        "xcuitest-settings.txt",
    ]

    @Test(arguments: sampleFiles)
    func everyAfterIsTheElementsOwnSpeechChanged(_ name: String) throws {
        let app = try SampleAuditTests.load(name).app
        // The app's locales, and Russian and Chinese words for the samples written in English only.
        var locales = [app.localizations.developmentLanguage]
        for locale in app.localizations.localizationNames + ["ru", "zh-Hans"] where !locales.contains(locale) {
            if locale != "Base" { locales.append(locale) }
        }
        try Self.expectOwnSpeech(app, locales: locales, name: name)
    }

    @Test(arguments: captureFiles)
    func everyAfterOnACaptureIsTheElementsOwnSpeechChanged(_ name: String) throws {
        let app = try AppSource.load(url: CapturedModalTests.fixtures.appendingPathComponent(name)).app
        try Self.expectOwnSpeech(app, locales: ["en-US", "ru", "zh-Hans"], name: name)
    }

    /// Every finding on `app` with a speech after its fix says only the element's words there.
    static func expectOwnSpeech(_ app: App, locales: [String], name: String) throws {
        for finding in try RuleExamplesTests.auditor.audit(app, locales: locales) {
            guard let after = finding.spokenAfterFix, let now = finding.spokenNow else { continue }
            let spoken = Set(words(now))
            let invented = words(after).filter { !isFromSpeech($0, spoken) }
            #expect(invented.isEmpty, "\(name) \(finding.locale ?? "") [\(finding.rule)]: \(now) → \(after)")
        }
    }

    @Test func aRussianHintNamingTheGestureKeepsTheElementsSpeech() throws {
        let app = App(screens: [
            RuleExample.laidOut(
                Screen("s") { Element("Письмо", traits: .button).hint("Коснитесь, чтобы открыть письмо.") })
        ])
        let finding = try #require(
            try Auditor(rules: [HintNamesGestureRule()], voices: AuditTestSupport.voices).audit(app, locales: ["ru"])
                .first)
        #expect(finding.spokenNow == "Письмо. Кнопка. Коснитесь, чтобы открыть письмо.")
        #expect(finding.spokenAfterFix == "Письмо. Кнопка. ‹подсказка о том, что произойдёт›")
    }

    @Test func aFileNameLabelIsMarkedToRewriteNotReplacedByASample() throws {
        let app = App(screens: [RuleExample.laidOut(Screen("s") { Element("icon_star", traits: .button) })])
        let finding = try #require(
            try Auditor(rules: [LabelFileNameRule()], voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
                .first)
        #expect(finding.spokenAfterFix == "‹label naming the element›. Button.")
    }
}
