import Findings
import Foundation
import VoiceOverWords
import Voices

/// `trait-word-in-label`, per locale: the label holds the locale's own word for the element's
/// trait ("Кнопка", "按钮", "Taste" on a button), so VoiceOver says it twice. The words come from
/// the locale's voice file, the same ones VoiceOver adds.
public struct TraitWordCheck: LocaleCheck {
    public init() {}

    public let rule = RuleDescription(
        id: "trait-word-in-label", severity: .warning,
        summary: "The label contains the locale's word for the element's trait.",
        why:
            "VoiceOver adds the trait word itself (Accessibility Programming Guide for iOS: a label does not include the type of the control), so the listener hears it twice.",
        fix: "Remove the trait word from the translation.",
        xcodeAuditCategory: "trait")

    public func findings(in input: LocaleCheckInput) -> [Finding] {
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
