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
        return ElementCheck { [rule] (position, node: borrowing ResolvedNode) -> Finding? in
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
        func words(_ text: String) -> [String] {
            text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        let labelWords = words(label)
        let hintWords = words(hint)
        guard !labelWords.isEmpty else { return nil }
        if hintWords == labelWords { return "" }
        guard language == "en", hintWords.starts(with: labelWords), hintWords.count > labelWords.count,
            let lexicon = EnglishLexicon.shared, lexicon.base(ofThirdPerson: hintWords[labelWords.count]) != nil,
            // The verb after the label, not a word of the label that contains it.
            let verb = hint.range(
                of: hintWords[labelWords.count], options: .caseInsensitive,
                range: hint.index(hint.startIndex, offsetBy: min(label.count, hint.count))..<hint.endIndex)
        else { return nil }
        return hint[verb.lowerBound...]
    }
}
