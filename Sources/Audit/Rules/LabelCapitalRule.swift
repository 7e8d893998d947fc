import AccessibilityModel
import Findings

/// `label-capital`, per locale: in a script with capital letters, a label starts with one, as
/// the guide asks, so VoiceOver reads it with the intonation of a phrase.
package struct LabelCapitalRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-capital", severity: .note,
        summary: "A label in a cased script does not start with a capital letter.",
        why:
            "Accessibility Programming Guide for iOS: begin a label with a capitalised word; VoiceOver's intonation follows.",
        fix: "Capitalise the first word of the translation.")

    package let guide = "Labels: begin with a capital letter."
    package let examples = RuleExamples(
        triggering: [StringsExample.button(en: "{add: add}", ru: "{add: добавить}")],
        nonTriggering: [StringsExample.button()])

    /// The fix: the label's first letter capitalised.
    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.isCasedScript else { return nil }
        return ElementCheck { screen, rule, position, node in
            // A single character (a keyboard key) is a name, and a label starting with a number
            // ("5 stars") has no first word to capitalise.
            guard let label = node.label, let byte = label.utf8.first,
                // An ASCII capital or digit (most labels) is told from the first byte.
                byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte),
                let first = label.first, first.isLowercase, !label.dropFirst().isEmpty,
                // A name written with a capital inside its first word ("iCloud", "eBay"), or an
                // address ("app.st", "jane@example.com"), is written as its owner writes it; an
                // asset name is label-file-name's finding.
                !(label.split(separator: " ").first?.contains(where: { $0.isUppercase || $0 == "." || $0 == "@" })
                    ?? false),
                !LabelFileNameRule.isFileName(label)
            else { return nil }
            return screen.finding(rule, at: position, "the label starts with a lowercase letter", about: .label) {
                $0.label = $0.label.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            }
        }
    }
}
