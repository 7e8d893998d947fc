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
        "voice-control.yaml",
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

    /// The words of the texts a finding's message quotes: among them, the text the element shows
    /// on the screen, which `label-in-name` makes its label (the element's own words, not VoiceOver's).
    static func quotedWords(_ message: String) -> [String] {
        message.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.flatMap { words(String($0.element)) }
    }

    /// Every finding on `app` with a speech after its fix says only the element's words there.
    static func expectOwnSpeech(_ app: App, locales: [String], name: String) throws {
        for finding in try RuleExamplesTests.auditor.audit(app, locales: locales) {
            guard let after = finding.spokenAfterFix, let now = finding.spokenNow else { continue }
            let spoken = Set(words(now) + quotedWords(finding.message))
            let invented = words(after).filter { !isFromSpeech($0, spoken) }
            #expect(invented.isEmpty, "\(name) \(finding.locale ?? "") [\(finding.rule)]: \(now) → \(after)")
        }
    }

    /// The words of `after` that differ from `now`: what is left between their common start and
    /// their common end, widened to whole words.
    static func changedPart(of after: String, from now: String) -> String {
        let characters = Array(after)
        var start = zip(after, now).prefix { $0 == $1 }.count
        var end =
            characters.count
            - min(zip(after.reversed(), now.reversed()).prefix { $0 == $1 }.count, characters.count - start)
        while start > 0, characters[start - 1].isLetter { start -= 1 }
        while end < characters.count, characters[end].isLetter { end += 1 }
        return String(characters[start..<end])
    }

    @Test(arguments: AuditRules.all.map(\.rule.id))
    func everyRulesAfterChangesOnlyWhatItsFixChanges(_ id: String) throws {
        let rule = try #require(AuditRules.rule(id))
        for locale in rule.examples.locales {
            for example in rule.examples.triggering {
                for finding in try RuleExamplesTests.findings(of: rule, in: example.app(), locale: locale) {
                    guard let after = finding.spokenAfterFix, let now = finding.spokenNow else { continue }
                    let describe = "\(id) \(locale): \(now) → \(after)"
                    // An "after" always shows a change.
                    #expect(after != now, "\(describe)")
                    // What changed is a text marked to rewrite, or made of the words already there
                    // (or shown on the screen: the message quotes them).
                    let changed = Self.changedPart(of: after, from: now)
                    let marked = changed.replacingOccurrences(of: "‹[^›]*›", with: "", options: .regularExpression)
                    // (A script written without spaces has no words to split: a part of the text.)
                    let own = Set(Self.words(now) + Self.quotedWords(finding.message))
                    let invented = Self.words(marked).filter {
                        !Self.isFromSpeech($0, own) && !now.lowercased().contains($0)
                    }
                    #expect(invented.isEmpty, "\(describe)")
                }
            }
        }
    }

    @Test func aChineseHintIsEndedWithTheChineseFullStop() throws {
        let app = App(screens: [RuleExample.laidOut(Screen("s") { Element("播放", traits: .button).hint("播放歌曲") })])
        let finding = try #require(
            try Auditor(rules: [HintFormRule()], voices: AuditTestSupport.voices).audit(app, locales: ["zh-Hans"])
                .first)
        let now = try #require(finding.spokenNow)
        #expect(finding.spokenAfterFix == now + "。")
    }

    @Test func aLabelsFullStopIsShownInTheMessageWhenTheWordsStayTheSame() throws {
        let app = App(screens: [RuleExample.laidOut(Screen("s") { Element("Add.", traits: .button) })])
        let finding = try #require(
            try Auditor(rules: [LabelPeriodRule()], voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
                .first)
        // VoiceOver ends the label with a full stop before "Button." either way.
        #expect(finding.spokenNow == "Add. Button.")
        #expect(finding.spokenAfterFix == nil)
        #expect(finding.message == #"the label "Add." ends with "."; write "Add""#)
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
