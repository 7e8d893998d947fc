import AccessibilityModel
import Findings
import Foundation

/// `trait-word-in-label`, per locale: the label holds the locale's own word for the element's
/// trait ("Кнопка", "按钮", "Taste" on a button), so VoiceOver says it twice. The words come from
/// the locale's voice file, the same ones VoiceOver adds.
package struct TraitWordInLabelRule: ElementRule {
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
    package func check(in screen: AuditedScreen) -> ElementCheck? {
        ElementCheck { screen, rule, position, node in
            guard let label = node.label,
                let word = screen.traitWords.firstWord(of: node.traits, where: { Self.contains(label, $0) })
            else { return nil }
            return screen.finding(
                rule, at: position, "the label repeats the trait word \"\(word)\", which VoiceOver says after it",
                about: .label
            ) { facts in
                let words = screen.traitWords.words(of: facts.traits)
                facts.label = facts.label.map { Self.removing(words, from: $0, in: screen) }
            }
        }
    }

    /// Whether `label` holds `word` as a word of its own ("Link" in "Privacy link", not in
    /// "LinkedIn"), in any case. Most labels lack the word's first letter in either case, which
    /// is told from their bytes without lower-casing them.
    static func contains(_ label: String, _ word: String) -> Bool {
        if let first = word.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) {
            let lower = first | 0x20
            guard label.utf8.contains(where: { $0 | 0x20 == lower || $0 >= 0x80 }) else { return false }
        }
        return label.containsWord(word)
    }

    /// `label` without the trait words, and without the hyphen or quotes that joined them to it
    /// ("Hinzufügen-Taste", "Кнопка «Настройки»"), capitalised as it was ("Кнопка отправить":
    /// "Отправить"). Where the words were the whole label, or opened an English one whose next
    /// word cannot start a label ("Image of a sunset": "of a sunset"), only the team can write
    /// it: the label to rewrite (``RewriteMark``).
    static func removing(_ words: [String], from label: String, in screen: AuditedScreen) -> String {
        var text = label
        var opened = false
        for word in words {
            while var range = text.rangeOfWord(word) {
                opened = opened || range.lowerBound == text.startIndex
                if range.upperBound < text.endIndex, joiners.contains(text[range.upperBound]) {
                    range = range.lowerBound..<text.index(after: range.upperBound)
                } else if range.lowerBound > text.startIndex,
                    joiners.contains(text[text.index(before: range.lowerBound)])
                {
                    range = text.index(before: range.lowerBound)..<range.upperBound
                }
                text.removeSubrange(range)
            }
        }
        let parts = text.split(separator: " ").map { $0.trimmingCharacters(in: Self.quotes) }.filter { !$0.isEmpty }
        guard let first = parts.first, !(opened && screen.language == "en" && first.first?.isLowercase == true)
        else { return RewriteMark.text(.label, in: screen) }
        let fixed = parts.joined(separator: " ")
        return label.first?.isUppercase == true ? fixed.prefix(1).uppercased() + fixed.dropFirst() : fixed
    }

    /// What joins a trait word to the rest of a compound: "Hinzufügen-Taste".
    static let joiners: Set<Character> = ["-", "‐", "–"]
    /// Quotes left around a name once the trait word before them goes: "Кнопка «Настройки»".
    static let quotes = CharacterSet(charactersIn: "«»\"“”„'‘’「」")
}
