import Findings
import Foundation
import VoiceOverWords
import Voices

/// `trait-word-in-label`, per locale: the label holds the locale's own word for the element's
/// trait ("Кнопка", "按钮", "Taste" on a button), so VoiceOver says it twice. The words come from
/// the locale's voice file, the same ones VoiceOver adds.
package struct TraitWordRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "trait-word-in-label", severity: .warning,
        summary: "The label contains the locale's word for the element's trait.",
        why:
            "VoiceOver adds the trait word itself (Accessibility Programming Guide for iOS: a label does not include the type of the control), so the listener hears it twice.",
        fix: "Remove the trait word from the translation.",
        xcodeAuditCategory: "trait")

    package let guide = "Labels: do not include the control type (\"Add button\")."
    package let examples = RuleExamples(
        triggering: [
            StringsExample.button(en: "{add: Add button}", ru: "{add: Кнопка добавить}", zh: "{add: 添加按钮}")
        ],
        nonTriggering: [StringsExample.button()], locales: ["en-US", "ru", "zh-Hans"])

    /// The fix: the label without the trait words VoiceOver adds.
    package func findings(in locale: AuditedLocale) -> [Finding] {
        locale.withSpeech(findings(in: locale.spoken), about: .label) { facts, screen in
            let words = screen.traitNames(of: facts.traits).compactMap(screen.traitWord)
            facts.label = facts.label.map { label in
                words.reduce(label) { $0.replacingOccurrences(of: $1, with: "", options: .caseInsensitive) }.trimmed
            }
        }
    }

    package func findings(in input: SpokenLocale) -> [Finding] {
        // Each trait's word once, not once an element: a screen may have 100,000.
        var words: [String: String?] = [:]
        return input.elements.compactMap { element in
            guard let label = element.label?.lowercased() else { return nil }
            let repeated = element.traits.compactMap { trait in
                if let known = words[trait] { return known }
                let word = Self.word(for: trait, in: input.context.words)
                words[trait] = word
                return word
            }.filter { !$0.isEmpty && label.contains($0.lowercased()) }
            guard let word = repeated.first else { return nil }
            return input.elementFinding(
                rule, element, message: "the label repeats the trait word \"\(word)\", which VoiceOver says after it")
        }
    }

    /// The trait's word among a locale's words, without the punctuation VoiceOver joins it with.
    static func word(for trait: String, in words: PhraseTable) -> String? {
        let key = trait == "tabBarItem" ? "trait.tab" : "trait.\(trait)"
        guard let phrase = words.phrase(key), !phrase.contains("%") else { return nil }
        return phrase.trimmingCharacters(in: CharacterSet.punctuationCharacters.union(.whitespaces))
    }
}
