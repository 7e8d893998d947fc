import Findings
import Foundation
import Readings
import SpeechBridge

/// `script`: words the locale's voice cannot say as words of its language, as espeak-ng itself
/// reports them (its phoneme output, see ``EspeakPhonemes``): spelt letter by letter, said only as
/// their script's name ("Chinese letter"), silent, or read with another language's rules (a
/// note: a name in English read by a Russian voice is often what VoiceOver does too). The text
/// looked at is what the voice is given, after the reading step (kanji as kana, emoji named).
/// An element whose `accessibilityLanguage` names its language is spoken in that language's
/// voice and is left alone.
package struct ScriptRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "script", severity: .warning,
        summary: "Words the locale's voice cannot say as words of its language.",
        why:
            "VoiceOver reads the whole label with the locale's voice: a word in another script is spelt, said as \"Chinese letter\", skipped, or read with foreign rules, and the listener hears noise instead of the word.",
        fix:
            "Set accessibilityLanguage on the element (or an attributed label's language attribute) for the foreign words, write them in the locale's script, or replace a symbol with a word."
    )

    package let guide = "Labels: localised (text in the locale's own script)."
    package let examples = RuleExamples(
        triggering: [
            StringsExample.button(ru: "{add: Добавить в Cart}", zh: "{add: 添加Cart}"),
            StringsExample.button(ru: "{add: ★ Добавить}", zh: "{add: ★ 添加}"),
            StringsExample.button(ru: "{add: 追加 Добавить}", zh: "{add: Привет 添加}"),
        ],
        // A letter alone, as a keyboard's key says it, and capitals meant to be spelt.
        nonTriggering: [
            StringsExample.button(), StringsExample.button(ru: "{add: y}", zh: "{add: y}"),
            StringsExample.button(ru: "{add: Добавить 2}", zh: "{add: 添加 2}"),
        ],
        locales: ["ru", "zh-Hans"])

    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken), about: .label)
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        let context = input.context
        return input.elements.compactMap { element in
            guard element.language == nil else { return nil }
            let texts = [element.label, element.value, element.hint].compactMap { $0 }.map {
                // A format leftover ("%d") is the placeholder rule's finding, not a word.
                PlaceholderRule.placeholders(in: $0).reduce($0) { $0.replacingOccurrences(of: $1, with: " ") }
            }
            let spoken = texts.map { Readings.spoken($0, locale: context.locale) }.joined(separator: "\n")
            guard let words = try? EspeakPhonemes.unsayableWords(in: spoken, voice: context.voice.espeakVoice),
                !words.isEmpty
            else { return nil }
            let onlyRules = words.allSatisfy { $0.kind == .otherRules }
            return input.elementFinding(
                rule, element, severity: onlyRules ? .note : rule.severity,
                message: Self.message(words, voice: context.voice.espeakVoice))
        }
    }

    /// "the ja voice says "齉" only as its script's name (with en rules); spells "Earshot" letter
    /// by letter (with en rules)".
    static func message(_ words: [UnsayableWord], voice: String) -> String {
        let parts = Dictionary(grouping: words, by: \.kind).sorted { $0.key.order < $1.key.order }.map { kind, words in
            let quoted = words.map { "\"\($0.word)\"" }.joined(separator: ", ")
            let rules = Set(words.compactMap(\.rulesOf)).sorted().joined(separator: ", ")
            let withRules = rules.isEmpty ? "" : " (with \(rules) rules)"
            switch kind {
            case .scriptName: return "says \(quoted) only as its script's name\(withRules)"
            case .spelt: return "spells \(quoted) letter by letter\(withRules)"
            case .silent: return "says nothing for \(quoted)"
            case .otherRules: return "reads \(quoted) with \(rules) rules"
            }
        }
        return "the \(voice) voice " + parts.joined(separator: "; ")
    }
}

extension UnsayableWord.Kind {
    /// The order findings name the kinds in: what is lost first.
    fileprivate var order: Int {
        switch self {
        case .scriptName: 0
        case .silent: 1
        case .spelt: 2
        case .otherRules: 3
        }
    }
}
