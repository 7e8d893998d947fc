import AccessibilityModel
import Findings

/// `label-period`, per locale: a label ending with a full stop (".", "。", "۔"): the guide's
/// reason is that a label is not a sentence. Text that is one keeps its full stop: static text,
/// read as written (a settings page's footnote: "Double tapping the space bar will insert a
/// period…"), a text of several sentences (an alert's message), and, on an element that is not a
/// control, a text longer than a name (the label-length threshold): a list's header explaining
/// the page ("Accessibility features help you customize your iPhone for your individual
/// needs.").
///
/// VoiceOver says the same words with the full stop or without (it ends the label with one
/// before the trait word either way), so the finding says what the label becomes.
package struct LabelPeriodRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-period", severity: .warning,
        summary: "A label ends with a full stop.",
        why:
            "Accessibility Programming Guide for iOS: a label does not end with a period; a label is not a sentence, and VoiceOver reads it as one.",
        fix: "Remove the full stop from the translation (hints, being sentences, keep theirs).")

    package let guide = "Labels: do not end with a period."
    package let examples = RuleExamples(
        triggering: [
            StringsExample.button(en: "{add: Add.}", ru: "{add: Добавить.}", zh: "{add: 添加。}"),
            .screen(Screen("header") { Element("Shipping.", traits: .header) }),
        ],
        nonTriggering: [
            StringsExample.button(),
            .screen(
                Screen("footnote") {
                    Element(
                        "Double tapping the space bar will insert a period followed by a space.", traits: .staticText)
                }),
            .screen(
                Screen("prose") {
                    Element("Accessibility features help you customize your iPhone for your individual needs.")
                    Element("Zugriffsfunktionen passen dein iPhone an deine Bedürfnisse an.", traits: .header)
                }),
        ],
        locales: ["en-US", "ru", "zh-Hans"])

    /// The fix: the label without its last character, the full stop.
    package func check(in screen: AuditedScreen) -> ElementCheck? {
        ElementCheck { screen, rule, position, node in
            let limit = screen.settings.maximumLabelLength
            guard !node.traits.contains(.staticText), let label = node.label, let byte = label.utf8.last,
                // A label ending in ASCII that ends no sentence (most labels) is told from its last byte.
                byte >= 0x80 || Unicode.Scalar(byte).isSentenceTerminal,
                let last = label.last, last.isFullStop,
                !label.hasSuffix("..."), label.filter(\.isFullStop).count == 1,
                screen.isInteractive(node) || label.count <= limit, !Self.endsWithAbbreviation(label)
            else { return nil }
            let fixed = String(label.dropLast())
            return screen.finding(
                rule, at: position,
                "the label \"\(label.quotedForFinding)\" ends with \"\(last)\"; write \"\(fixed.quotedForFinding)\"",
                about: .label
            ) { $0.label = $0.label.map { String($0.dropLast()) } }
        }
    }

    /// Abbreviations that end a name with their full stop ("Contoso Inc.", "Meier & Co."), in the
    /// languages of the voice files, lower case.
    static let abbreviations: Set<String> = [
        "inc", "co", "corp", "ltd", "llc", "jr", "sr", "bros", "st", "dr", "mr", "mrs", "ms", "prof", "etc",
        "str", "nr", "hr", "fr", "usw", "bzw", "ул", "д", "г", "им", "др", "пр", "тел", "cie", "cía", "av",
    ]

    /// Whether `label`'s full stop ends an abbreviation after a name ("Contoso Inc.") or a
    /// name's initial ("John F."), rather than a sentence.
    static func endsWithAbbreviation(_ label: String) -> Bool {
        let words = label.dropLast().split(separator: " ")
        return words.count > 1 && words.last.map(isAbbreviation) == true
    }

    /// Whether `word`, followed by a full stop, is an abbreviation or an initial ("Inc", "F").
    static func isAbbreviation(_ word: Substring) -> Bool {
        abbreviations.contains(word.lowercased()) || (word.count == 1 && word.first?.isUppercase == true)
    }
}
