import AccessibilityModel
import Findings
import Foundation

/// `hint-imperative`: an English hint starting with an imperative ("Play the song.") instead of
/// the third person ("Plays the song."). English only: other languages' hints follow their own
/// grammar (Russian and Chinese VoiceOver hints are imperatives), so the rule applies to `en*`.
/// The verbs are WordNet's (``EnglishLexicon``); without WordNet, or for a word it does not take
/// for an order, the rule says nothing.
package struct HintImperativeRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "hint-imperative", severity: .note,
        summary: "An English hint starts with an imperative instead of a verb in the third person.",
        why:
            "Accessibility Programming Guide for iOS: a hint begins with a verb in the third person singular (\"Plays the song.\"), describing the result rather than giving an order.",
        fix: "Start the hint with the verb's third person: \"Plays the song.\"",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide =
        "Hints: begin with a verb in third person singular (\"Plays the song.\", not \"Play the song.\")."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element("Play", traits: .button).hint("Play the song.") },
            Screen("open") { Element("Photo", traits: .button).hint("Open the photo.") },
        ],
        nonTriggering: [
            Screen("good") { Element("Play", traits: .button).hint("Plays the song.") },
            // The guide's bad examples of another rule: they name the control, not an order.
            Screen("type") {
                Element("Add", traits: .button).hint("Button that adds a name.")
                Element("Scale", traits: .adjustable).value("50%").hint("Slider that controls the scale.")
            },
            // The gesture rule's finding, not this one's.
            Screen("gesture") { Element("Photo", traits: .button).hint("Double tap to open the photo.") },
            // A noun as much as a verb, not followed by an object: not known to be an order.
            Screen("unsure") { Element("Settings", traits: .button).hint("Open settings.") },
        ],
        locales: ["en-US"])

    /// Words that follow an imperative's verb rather than a noun: its object's determiner or
    /// pronoun, or its particle ("Open the photo.", "Turn it off.").
    static let objectWords: Set<String> = [
        "the", "a", "an", "your", "this", "these", "those", "all", "every", "it", "them", "up", "down", "out",
        "off", "on", "in", "back", "more", "another",
    ]

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.hasHints, screen.language == "en" else { return nil }
        return ElementCheck { screen, rule, position, node in
            // WordNet is read the first time a hint needs it.
            guard let hint = node.hint?.trimmed, !hint.isEmpty, let lexicon = EnglishLexicon.shared,
                let first = Self.imperative(opening: hint, lexicon: lexicon),
                // "Save saves your edits.": the label repeated, hint-repeats-label's finding.
                HintRepeatsLabelRule.repetition(of: node.label?.trimmed ?? "", in: hint, language: "en") == nil
            else { return nil }
            return screen.finding(rule, at: position, "the hint starts with \"\(first)\", an imperative", about: .hint)
            {
                $0.hint = lexicon.thirdPerson(of: first) + String(hint.dropFirst(first.count))
            }
        }
    }

    /// The imperative verb opening `hint`, when WordNet knows its first word as a verb's base form
    /// used mostly as a verb, or as any verb followed by an object ("Open the photo."); nil when
    /// unsure, when the hint names the gesture (the gesture rule's finding) or the control type.
    static func imperative(opening hint: String, lexicon: EnglishLexicon) -> String? {
        // The first word alone is read, not every word of the hint.
        let first = hint.prefix { $0 != " " }
        guard first.first?.isUppercase == true, first.count > 1, first.allSatisfy(\.isLetter),
            lexicon.isVerb(String(first))
        else { return nil }
        let lower = hint.lowercased()
        if (HintWords.byLanguage["en"]?.gestures ?? []).contains(where: { lower.hasPrefix($0) }) {
            return nil
        }
        let rest = hint[first.endIndex...].drop { $0 == " " }
        let next =
            rest.isEmpty ? nil : rest.prefix { $0 != " " }.lowercased().trimmingCharacters(in: .punctuationCharacters)
        guard lexicon.isMostlyVerb(String(first)) || next.map(objectWords.contains) == true else { return nil }
        return String(first)
    }
}
