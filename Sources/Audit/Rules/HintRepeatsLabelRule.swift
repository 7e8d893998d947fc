import AccessibilityModel
import Findings
import Foundation

/// `hint-repeats-label`: a hint that repeats the control's name or names its type, which
/// VoiceOver has just said ("Save saves your edits.", "Button that adds a name.").
///
/// A hint that states the result with the label's verb is the guide's own advice, not a
/// repetition: "Plays the song." for Play, "Adds an account." for Add, "添加标题" for 添加. So the
/// label counts as repeated only when the hint is the label alone, or (in English, where WordNet
/// tells verbs) when the label opens the hint as its subject, a verb in the third person after it.
package struct HintRepeatsLabelRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "hint-repeats-label", severity: .warning,
        summary: "A hint repeats the label or names the control's type.",
        why:
            "Accessibility Programming Guide for iOS: a hint never repeats the control's name or type; VoiceOver has just said both.",
        fix: "Say only the result the label does not tell.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide =
        "Hints: do not include the name of the control (\"Save saves your edits\") or its type (\"Button that adds a name\")."
    package let examples = RuleExamples(
        triggering: [
            .yaml(
                """
                name: bad
                strings:
                  en: {add: Add, hint: "Button that adds a name."}
                  ru: {add: Добавить, hint: "Кнопка, добавляющая имя."}
                  zh-Hans: {add: 添加, hint: "按钮用于添加名称。"}
                elements:
                  - accessibilityLabel: "{@add}"
                    accessibilityHint: "{@hint}"
                    accessibilityTraits: [button]
                    accessibilityFrame: [16, 100, 300, 44]
                """),
            .yaml(
                """
                name: slider
                strings:
                  en: {scale: Scale, hint: "Slider that controls the scale."}
                  ru: {scale: Масштаб, hint: "Ползунок, управляющий масштабом."}
                  zh-Hans: {scale: 缩放比例, hint: "控制缩放比例的滑块。"}
                elements:
                  - accessibilityLabel: "{@scale}"
                    accessibilityHint: "{@hint}"
                    accessibilityValue: "50%"
                    accessibilityTraits: [adjustable]
                    accessibilityFrame: [16, 100, 300, 44]
                """),
            .screen(Screen("only the label") { Element("Play", traits: .button).hint("Play.") }),
        ],
        nonTriggering: [
            .screen(Screen("good") { Element("Play", traits: .button).hint("Plays the song.") }),
            .screen(Screen("add") { Element("Add", traits: .button).hint("Adds an account.") }),
            .yaml(
                """
                name: verb
                strings:
                  en: {add: Add, hint: "Adds a title."}
                  ru: {add: Добавить, hint: "Добавляет заголовок."}
                  zh-Hans: {add: 添加, hint: "添加标题"}
                elements:
                  - accessibilityLabel: "{@add}"
                    accessibilityHint: "{@hint}"
                    accessibilityTraits: [button]
                    accessibilityFrame: [16, 100, 300, 44]
                """),
        ],
        locales: ["en-US", "ru", "zh-Hans"])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasHints else { return nil }
        let names = ControlTypeWords.names(for: screen)
        return ElementCheck { screen, rule, position, node in
            guard let hint = node.hint?.trimmed, !hint.isEmpty else { return nil }
            let label = node.label?.trimmed ?? ""
            if let rest = Self.repetition(of: label, in: hint, language: screen.language) {
                // The label alone: the hint goes; the label as the subject: the rest is the hint.
                return screen.finding(rule, at: position, "the hint repeats the label \"\(label)\"", about: .hint) {
                    $0.hint = rest.isEmpty ? nil : rest.prefix(1).uppercased() + rest.dropFirst()
                }
            }
            guard let type = ControlTypeWords.named(in: hint, names: names) else { return nil }
            return screen.finding(rule, at: position, "the hint names the control type \"\(type)\"", about: .hint) {
                $0.hint = RewriteMark.text(.hint, in: screen)
            }
        }
    }

    /// What is left of `hint` after the label it repeats: empty when it is the label alone; the
    /// rest when (English) the label is the subject of a verb in the third person after it ("Save
    /// saves your edits." → "saves your edits."); nil when it does not repeat the label.
    static func repetition(of label: String, in hint: String, language: String) -> Substring? {
        guard !hint.opensWithOtherASCIILetter(than: label) else { return nil }
        let labelWords = Words(label).all
        guard !labelWords.isEmpty else { return nil }
        // The hint's words are read only as far as they follow the label's.
        var hintWords = Words(hint)
        for word in labelWords { guard hintWords.next() == word else { return nil } }
        guard let next = hintWords.next() else { return "" }
        guard language == "en", let lexicon = EnglishLexicon.shared, lexicon.base(ofThirdPerson: next) != nil,
            // The verb after the label, not a word of the label that contains it.
            let verb = hint.range(
                of: next, options: .caseInsensitive,
                range: hint.index(hint.startIndex, offsetBy: min(label.count, hint.count))..<hint.endIndex)
        else { return nil }
        return hint[verb.lowerBound...]
    }

    /// The words of a text, lower-cased, one at a time: its runs of letters and digits.
    private struct Words: IteratorProtocol {
        private let text: String
        private var index: String.Index

        init(_ text: String) {
            self.text = text.lowercased()
            index = self.text.startIndex
        }

        var all: [String] { Array(IteratorSequence(self)) }

        mutating func next() -> String? {
            while index < text.endIndex, !Self.isWordCharacter(text[index]) { text.formIndex(after: &index) }
            guard index < text.endIndex else { return nil }
            let start = index
            while index < text.endIndex, Self.isWordCharacter(text[index]) { text.formIndex(after: &index) }
            return String(text[start..<index])
        }

        private static func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber
        }
    }
}
