import AccessibilityModel
import Foundation
import VoiceOverWords

/// The locale's word for each trait, without the punctuation VoiceOver joins it with ("Button"),
/// worked out once a locale: rules ask on every screen, and an app may have thousands.
struct TraitWordTable: Sendable {
    private let words: [String: String]
    /// The traits that have a word, with it, in ``AccessibilityTraits/named``'s order.
    private let ordered: [(trait: AccessibilityTraits, word: String)]

    init(_ phrases: PhraseTable) {
        var words: [String: String] = [:]
        var ordered: [(trait: AccessibilityTraits, word: String)] = []
        for (name, trait) in AccessibilityTraits.named {
            let key = name == "tabBarItem" ? "trait.tab" : "trait.\(name)"
            guard let phrase = phrases.phrase(key), !phrase.contains("%") else { continue }
            let word = phrase.trimmingCharacters(in: CharacterSet.punctuationCharacters.union(.whitespaces))
            if !word.isEmpty {
                words[name] = word
                ordered.append((trait, word))
            }
        }
        self.words = words
        self.ordered = ordered
    }

    /// The word for the trait of this name (`button`, as ``AccessibilityTraits/named`` names it);
    /// nil when the locale's phrase for it is no word of its own.
    subscript(_ trait: String) -> String? { words[trait] }

    /// The words of `traits`, in ``AccessibilityTraits/named``'s order.
    func words(of traits: AccessibilityTraits) -> [String] {
        ordered.filter { traits.contains($0.trait) }.map(\.word)
    }

    /// The first word of `traits` that `matches`, looked for without making a list: a rule asks
    /// of every element.
    func firstWord(of traits: AccessibilityTraits, where matches: (String) -> Bool) -> String? {
        for (trait, word) in ordered where traits.contains(trait) && matches(word) { return word }
        return nil
    }
}
