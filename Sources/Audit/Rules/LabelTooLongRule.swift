import AccessibilityModel
import Findings

/// `label-too-long`: a label longer than a name (more characters than the setting, or more than
/// one sentence).
public struct LabelTooLongRule: AuditRule {
    public init() {}

    public let rule = RuleDescription(
        id: "label-too-long", severity: .warning,
        summary: "A label is longer than a short name.",
        why: "Accessibility Programming Guide for iOS: a label is very brief, ideally one word; a long one delays every swipe.",
        fix: "Shorten the label to a name; move the explanation into the hint.",
        xcodeAuditCategory: "sufficientElementDescription")
    public let guide = "Labels: very brief (ideally one word)."
    public let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element("Adds the selected item to your shopping cart for later", traits: .button)
            },
            Screen("twoSentences") { Element("Cart. Holds your items", traits: .button) },
        ],
        nonTriggering: [Screen("good") { Element("Add to Cart", traits: .button) }])

    public func findings(in screen: AuditedScreen) -> [Finding] {
        screen.positions.compactMap { position, node -> Finding? in
            guard let label = node.label?.trimmed else { return nil }
            let sentences = label.split(whereSeparator: { ".!?。！？".contains($0) }).filter { !String($0).trimmed.isEmpty }
            guard label.count > screen.settings.maximumLabelLength || sentences.count > 1 else { return nil }
            let short = String(sentences.first ?? Substring(label)).split(separator: " ").prefix(3).joined(separator: " ")
            return screen.finding(
                rule, at: position,
                "the label has \(label.count) characters and \(sentences.count) sentence(s); the limit is \(screen.settings.maximumLabelLength) characters, one sentence"
            ) { $0.label = short }
        }
    }
}
