import AccessibilityModel
import Findings

/// `label-too-long`: a control's or image's label longer than a name (more characters than the
/// setting, or more than one sentence). Static text is what it says, however long.
package struct LabelTooLongRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-too-long", severity: .warning,
        summary: "A label is longer than a short name.",
        why:
            "Accessibility Programming Guide for iOS: a label is very brief, ideally one word; a long one delays every swipe.",
        fix: "Shorten the label to a name; move the explanation into the hint.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Labels: very brief (ideally one word)."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element("Adds the selected item to your shopping cart for later", traits: .button)
            },
            Screen("twoSentences") { Element("Cart. Holds your items", traits: .button) },
        ],
        nonTriggering: [Screen("good") { Element("Add to Cart", traits: .button) }])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        return ElementCheck { screen, rule, position, node in
            guard screen.isInteractive(node) || node.traits.contains(.image), let label = node.label?.trimmed else {
                return nil
            }
            let limit = screen.settings.maximumLabelLength
            // A label of at most `limit` bytes has at most `limit` characters.
            let long = label.utf8.count > limit && label.count > limit
            guard long || Self.mayHaveSentences(label) else { return nil }
            let sentences = Self.sentences(in: label)
            guard long || sentences.count > 1 else { return nil }
            return screen.finding(
                rule, at: position,
                "the label has \(label.count) characters and \(sentences.count) sentence(s); the limit is \(screen.settings.maximumLabelLength) characters, one sentence",
                about: .label
            ) { $0.label = RewriteMark.text(.label, in: screen) }
        }
    }

    /// Whether a text has a mark that may end a sentence before its end (a quick test before
    /// ``sentences(in:)``): an ASCII terminal before a space, or any other terminal.
    package static func mayHaveSentences(_ text: String) -> Bool {
        var afterTerminal = false
        // Byte by byte while the text is ASCII (most labels), without decoding scalars.
        for byte in text.utf8 {
            guard byte < 0x80 else { return mayHaveSentences(scalarsOf: text) }
            if byte == UInt8(ascii: " "), afterTerminal { return true }
            afterTerminal = Unicode.Scalar(byte).isSentenceTerminal
        }
        return false
    }

    private static func mayHaveSentences(scalarsOf text: String) -> Bool {
        var afterTerminal = false
        for scalar in text.unicodeScalars {
            if scalar == " ", afterTerminal { return true }
            afterTerminal = scalar.isSentenceTerminal
            if afterTerminal, !scalar.isASCII { return true }
        }
        return false
    }

    /// The sentences of a text: an ASCII full stop, question or exclamation mark ends one when a
    /// space and a capital follow ("Inc., $432.39" is one) and the stop ends no initial or
    /// abbreviation (``LabelPeriodRule/isAbbreviation(_:)``), another script's terminal always
    /// (``Swift/Character/alwaysEndsSentence``).
    package static func sentences(in text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            current.append(character)
            let ends =
                character.alwaysEndsSentence
                || (character.isSentenceTerminal && characters.first == " "
                    && characters.dropFirst().first?.isUppercase == true
                    // "Иванов И. И.", "Contoso Inc. Support": an initial's or abbreviation's stop.
                    && !(character == "."
                        && current.dropLast().split(separator: " ").last.map(LabelPeriodRule.isAbbreviation) == true))
            if ends {
                sentences.append(current.trimmed)
                current = ""
            }
        }
        if !current.isBlank { sentences.append(current.trimmed) }
        return sentences
    }
}
