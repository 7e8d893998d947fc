import AccessibilityModel
import Foundation
import VoiceOverWords

/// The locale's word for each trait, without the punctuation VoiceOver joins it with ("Button"),
/// worked out once a locale: rules ask on every screen, and an app may have thousands.
struct TraitWordTable: Sendable {
    private let words: [String: String]

    init(_ phrases: PhraseTable) {
        var words: [String: String] = [:]
        for (name, _) in AccessibilityTraits.named {
            let key = name == "tabBarItem" ? "trait.tab" : "trait.\(name)"
            guard let phrase = phrases.phrase(key), !phrase.contains("%") else { continue }
            let word = phrase.trimmingCharacters(in: CharacterSet.punctuationCharacters.union(.whitespaces))
            if !word.isEmpty { words[name] = word }
        }
        self.words = words
    }

    /// The word for the trait of this name (`button`, as ``AccessibilityTraits/named`` names it);
    /// nil when the locale's phrase for it is no word of its own.
    subscript(_ trait: String) -> String? { words[trait] }
}
