import AccessibilityModel
import Findings
import Navigation

/// `label-in-name`: a control shows text its name does not hold, so a Voice Control user who
/// says what they see ("Tap Send") is not understood (WCAG 2.5.3, Label in Name).
///
/// The text a control shows is its `earshotVisibleText` (a screen file's, or a capture's title
/// where the capture writes one apart from the label), else the label of the first static text it
/// combines (a button holding its title as a text, a cell). Its label, or its first input label,
/// must hold that text's words, in order and together, as whole words; case and punctuation are
/// not said and do not count (WCAG's understanding of 2.5.3: "First Name:" is matched by "first
/// name", "Next…" by "Next"). Text in parentheses may be left out ("Name (required)" is matched
/// by "Name"). Text that is not words is not a label: symbols (">" drawn as an arrow, "⇧",
/// "★★★") and a letter alone used as an icon ("B" for Bold), as the understanding says.
package struct LabelInNameRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-in-name", severity: .warning,
        summary: "A control shows text that its label, or its first input label, does not hold.",
        why:
            "WCAG 2.5.3 Label in Name: a Voice Control user says the words they see (\"Tap Send\"); when the control's name does not hold them, in order, nothing answers.",
        fix:
            "Make the label the text the control shows (what more it said can go in the hint), or give it the shown text as its first input label.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide =
        "WCAG 2.5.3 Label in Name: the name of a control with a text label contains the text presented visually (Understanding Label in Name: F96)."
    package let examples = RuleExamples(
        triggering: [
            // F96's first example: the button reads "Go", its name is "Find in this site".
            .screen(Screen("go") { Element("Find in this site", traits: .button).showing("Go") }),
            // F96's second: words between the shown ones.
            .screen(
                Screen("interspersed") {
                    Element("Download gizmo specification", traits: .link).showing("Download specification")
                }),
            // A button holding its title as a static text, labelled otherwise.
            .screen(
                Screen("combined") {
                    Element(
                        accessibilityIdentifier: "send", isAccessibilityElement: true, accessibilityLabel: "Submit",
                        accessibilityTraits: .button, subviews: [Element("Send", traits: .staticText)])
                }),
        ],
        nonTriggering: [
            .screen(Screen("same") { Element("Search", traits: .button).showing("Search") }),
            .screen(Screen("starts") { Element("Search for a value", traits: .button).showing("Search") }),
            .screen(Screen("punctuation") { Element("first name", traits: .textField).showing("First Name:") }),
            .screen(
                Screen("input label") {
                    Element("Paper airplane", traits: .button).inputLabels("Send", "Paper airplane").showing("Send")
                }),
            .screen(Screen("symbol") { Element("Shift", traits: .keyboardKey).showing("⇧") }),
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        ElementCheck { screen, rule, position, node in
            guard node.isActionable, let label = node.label?.trimmed, !label.isBlank,
                let shown = Self.shownText(of: screen.order[position], in: screen)
            else { return nil }
            let first = VoiceControl.names(of: node, backWord: screen.phrases.text(.backButtonLabel)).first
            guard Self.misses(shown, in: [label] + (first.map { [$0] } ?? [])) else { return nil }
            let named = first.map { $0 == label ? "" : " or its first input label \"\($0)\"" } ?? ""
            return screen.finding(
                rule, at: position,
                "shows \"\(shown)\" but its label \"\(label)\"\(named) does not hold those words: \"Tap \(shown)\" finds nothing",
                about: .label
            ) {
                $0.label = shown
            }
        }
    }

    /// The text a node shows: its visible text, else the label of the first static text inside
    /// it (an element reads what it combines; what is not seen does not count).
    static func shownText(of index: Int, in screen: AuditedScreen) -> String? {
        if let text = screen.nodes[index].visibleText?.trimmed, !text.isBlank { return text }
        guard screen.nodes[index].isAccessibilityElement else { return nil }
        var pending = Array(screen.nodes[index].children.reversed())
        while let next = pending.popLast() {
            let node = screen.nodes[next]
            guard node.isVisible else { continue }
            if node.traits.contains(.staticText), let text = node.label?.trimmed, !text.isBlank { return text }
            pending += node.children.reversed()
        }
        return nil
    }

    /// Whether none of `names` holds `shown`'s words (or, without its parentheses, theirs),
    /// when `shown` is a label at all: words, not symbols or a lone letter used as an icon.
    static func misses(_ shown: String, in names: [String]) -> Bool {
        guard VoiceControl.isSayable(shown) else { return false }
        let candidates = [shown, withoutParentheses(shown)].map(VoiceControl.words).filter { !$0.isEmpty }
        guard let full = candidates.first, !isSymbolic(full) else { return false }
        let heard = names.map(VoiceControl.words)
        return !candidates.contains { words in heard.contains { VoiceControl.contains($0, words) } }
    }

    /// A letter alone, which a text editor's buttons draw as their icons ("B", "I"): a symbol,
    /// not a label (WCAG's understanding of 2.5.3, "Symbolic text characters").
    static func isSymbolic(_ words: [String]) -> Bool {
        words.count == 1 && words[0].unicodeScalars.count == 1 && words[0].unicodeScalars.first!.properties.isCased
    }

    /// The text without what it holds in round brackets ("Name (required)" → "Name").
    static func withoutParentheses(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "（": depth += 1
            case ")", "）": depth = max(0, depth - 1)
            default: if depth == 0 { result.append(character) }
            }
        }
        return result
    }
}
