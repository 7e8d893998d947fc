import Foundation
import LocaleChecks

/// The localisation checks the audit registers, each with the guide's text and examples. The
/// checks about the voice files (`voice`, `unverified-words`) and the spoken duration (which
/// needs audio) stay with `earshot listen`.
enum LocaleCheckRules {
    static let all: [LocaleCheckRule] = [
        LocaleCheckRule(
            MissingTranslationCheck(), guide: "Labels and hints: localised.",
            examples: RuleExamples(
                triggering: [.yaml(strings(ru: "{}", zh: "{}"))], nonTriggering: [.yaml(strings())],
                locales: ["ru", "zh-Hans"])),
        LocaleCheckRule(
            UntranslatedCheck(), guide: "Labels and hints: localised.",
            examples: RuleExamples(
                triggering: [.yaml(strings(ru: "{add: Add}", zh: "{add: Add}"))], nonTriggering: [.yaml(strings())],
                locales: ["ru", "zh-Hans"])),
        LocaleCheckRule(
            PlaceholderCheck(), guide: "Labels and hints: localised (a translation keeps the string's arguments).",
            examples: RuleExamples(
                triggering: [.yaml(strings(ru: "{add: \"Добавить %@\"}", zh: "{add: \"添加%@\"}"))],
                nonTriggering: [.yaml(strings())], locales: ["ru", "zh-Hans"])),
        LocaleCheckRule(
            PluralCheck(), guide: "Labels and hints: localised (every plural form the language needs).",
            examples: RuleExamples(
                triggering: [.yaml(plural(ru: "{one: \"%d товар\", other: \"%d товара\"}"))],
                nonTriggering: [
                    .yaml(
                        plural(
                            ru: "{one: \"%d товар\", few: \"%d товара\", many: \"%d товаров\", other: \"%d товара\"}"))
                ],
                locales: ["ru"])),
        LocaleCheckRule(
            ScriptCheck(), about: .label, guide: "Labels: localised (text in the locale's own script).",
            examples: RuleExamples(
                triggering: [.yaml(strings(ru: "{add: Добавить в Cart}", zh: "{add: 添加Cart}"))],
                // A letter alone, as a keyboard's key says it, is meant to be spelt.
                nonTriggering: [.yaml(strings()), .yaml(strings(ru: "{add: y}", zh: "{add: y}"))],
                locales: ["ru", "zh-Hans"])),
        LocaleCheckRule(
            TraitWordCheck(), about: .label, guide: "Labels: do not include the control type (\"Add button\").",
            examples: RuleExamples(
                triggering: [.yaml(strings(en: "{add: Add button}", ru: "{add: Кнопка добавить}", zh: "{add: 添加按钮}"))],
                nonTriggering: [.yaml(strings())], locales: ["en-US", "ru", "zh-Hans"]),
            fix: { facts, screen in
                let words = screen.traitNames(of: facts.traits).compactMap(screen.traitWord)
                facts.label = facts.label.map { label in
                    words.reduce(label) { $0.replacingOccurrences(of: $1, with: "", options: .caseInsensitive) }.trimmed
                }
            }),
        LocaleCheckRule(
            CapitalLetterCheck(), about: .label, guide: "Labels: begin with a capital letter.",
            examples: RuleExamples(
                triggering: [.yaml(strings(en: "{add: add}", ru: "{add: добавить}"))], nonTriggering: [.yaml(strings())]
            ),
            fix: { facts, _ in facts.label = facts.label.map { $0.prefix(1).uppercased() + $0.dropFirst() } }),
        LocaleCheckRule(
            TrailingPeriodCheck(), about: .label, guide: "Labels: do not end with a period.",
            examples: RuleExamples(
                triggering: [.yaml(strings(en: "{add: Add.}", ru: "{add: Добавить.}", zh: "{add: 添加。}"))],
                nonTriggering: [.yaml(strings())], locales: ["en-US", "ru", "zh-Hans"]),
            fix: { facts, _ in facts.label = facts.label.map { String($0.dropLast()) } }),
    ]

    /// A screen with one button labelled by the key `add`, in English, Russian and Chinese.
    static func strings(
        en: String = "{add: Add}", ru: String = "{add: Добавить}", zh: String = "{add: 添加}"
    ) -> String {
        """
        name: example
        strings:
          en: \(en)
          ru: \(ru)
          zh-Hans: \(zh)
        elements:
          - accessibilityLabel: "{@add}"
            accessibilityTraits: [button]
            accessibilityFrame: [16, 100, 300, 44]
        """
    }

    /// A screen whose label is a plural string, with the Russian forms given.
    static func plural(ru: String) -> String {
        """
        name: example
        variables:
          count: 3
        strings:
          en: {items: {one: "%d item", other: "%d items"}}
          ru: {items: \(ru)}
        elements:
          - accessibilityLabel: "{@items(count)}"
            accessibilityFrame: [16, 100, 300, 44]
        """
    }
}
