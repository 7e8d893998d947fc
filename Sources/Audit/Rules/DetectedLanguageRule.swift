import AccessibilityModel
import Findings
import Foundation
import Voices

/// `detected-language`: an element's text without `accessibilityLanguage` that VoiceOver's
/// language detection reads with another language's voice, told from the script of its letters
/// (``Voices/LanguageDetection``). A note, naming the voice the text switches to, so that the
/// change of voice in the report is explained and the author can make it certain; a warning when
/// no voice speaks that language (espeak-ng has none), so the locale's voice reads the text.
package struct DetectedLanguageRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "detected-language", severity: .note,
        summary: "Text read with another language's voice, detected from its script.",
        why:
            "With Detect Languages on (the default), VoiceOver reads text in another script with the voice of the language it guesses from the letters; without accessibilityLanguage the guess decides (Han alone is read as Chinese), and a script no voice speaks is read by the locale's voice, letter by letter or not at all.",
        fix: "Set accessibilityLanguage on the element to the language of its text.")

    package let guide = "accessibilityLanguage: the language in which to speak the element's label, value and hint."
    package let examples = RuleExamples(
        triggering: [
            .screen(Screen("picker") { Element("Ελλάδα", traits: .button) }),
            .screen(Screen("picker") { Element("Language").value("日本語") }),
        ],
        nonTriggering: [
            StringsExample.button(),
            .screen(Screen("picker") { Element("日本語", traits: .button).language("ja") }),
        ],
        locales: ["en-US"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        let context = locale.spoken.context
        return locale.findingsOnTextBeyondASCII { [rule] screen, position, node in
            // An element whose language is declared is spoken in it: nothing is detected.
            guard node.language == nil else { return nil }
            let detected = [node.label, node.value, node.hint].compactMap { text in
                text.flatMap { text in
                    LanguageDetection.language(of: text, locale: context.locale).map { (text, $0) }
                }
            }
            guard !detected.isEmpty else { return nil }
            let unspoken = detected.filter { _, language in
                context.voices.map { (try? $0.profile(for: language)) == nil } ?? false
            }
            var finding = screen.finding(
                rule, at: position, Self.message(detected, unspoken: unspoken, voice: context.voice.locale))
            if !unspoken.isEmpty { finding.severity = .warning }
            return finding
        }
    }

    /// "VoiceOver reads "Ελλάδα" with the el voice (Greek letters)", or, when no voice speaks a
    /// text's language, which voice reads it instead.
    private static func message(_ detected: [(String, String)], unspoken: [(String, String)], voice: String) -> String {
        if let (text, language) = unspoken.first {
            return
                "\"\(text.quotedForFinding)\" is written in \(Self.scriptName(of: text)) letters, the script of \(language), which no espeak-ng voice speaks: the \(voice) voice reads it"
        }
        return "VoiceOver reads "
            + detected.map { text, language in
                "\"\(text.quotedForFinding)\" with the \(language) voice (\(Self.scriptName(of: text)) letters)"
            }.joined(separator: ", ")
            + "; accessibilityLanguage makes it certain"
    }

    /// The English name of the script most of `text` is written in ("Greek").
    static func scriptName(of text: String) -> String {
        let code = LanguageDetection.dominantScript(of: text) ?? "Zyyy"
        return Locale(identifier: "en").localizedString(forScriptCode: code) ?? code
    }
}
