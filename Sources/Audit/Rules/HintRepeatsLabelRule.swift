import AccessibilityModel
import Findings

/// `hint-repeats-label`: a hint that repeats the label or the trait word, which VoiceOver has
/// just said.
public struct HintRepeatsLabelRule: AuditRule {
    public init() {}

    public let rule = RuleDescription(
        id: "hint-repeats-label", severity: .warning,
        summary: "A hint repeats the label or the trait word.",
        why:
            "Accessibility Programming Guide for iOS: a hint never repeats the control's name or type; VoiceOver has just said both.",
        fix: "Say only the result the label does not tell.",
        xcodeAuditCategory: "sufficientElementDescription")
    public let guide = "Hints: never repeat the control's name or type."
    public let examples = RuleExamples(
        triggering: [
            .yaml(
                """
                name: bad
                strings:
                  en: {play: Play, hint: "Button that starts the song."}
                  ru: {play: Воспроизвести, hint: "Кнопка запускает песню."}
                  zh-Hans: {play: 播放, hint: "按钮开始播放歌曲。"}
                elements:
                  - accessibilityLabel: "{@play}"
                    accessibilityHint: "{@hint}"
                    accessibilityTraits: [button]
                    accessibilityFrame: [16, 100, 300, 44]
                """),
            .screen(Screen("label") { Element("Play", traits: .button).hint("Play the song from the start.") }),
        ],
        nonTriggering: [
            .screen(Screen("good") { Element("Play", traits: .button).hint("Starts the song from the beginning.") })
        ],
        locales: ["en-US", "ru", "zh-Hans"])

    public func findings(in screen: AuditedScreen) -> [Finding] {
        screen.eachElement { (position, node: borrowing ResolvedNode) -> Finding? in
            guard let hint = node.hint?.lowercased() else { return nil }
            let label = (node.label ?? "").trimmed.lowercased()
            // The label opening the hint ("Play the song.") repeats it; a word of it later on
            // ("Follows the system text size." for "Size") is the result, said in a sentence.
            let repeated =
                label.count > 1 && hint.hasPrefix(label)
                ? node.label?.trimmed
                : screen.traitNames(of: node).compactMap(screen.traitWord).first { hint.contains($0.lowercased()) }
            guard let repeated else { return nil }
            return screen.finding(rule, at: position, "the hint repeats \"\(repeated)\"", about: .hint) {
                $0.hint = nil
            }
        }
    }
}
