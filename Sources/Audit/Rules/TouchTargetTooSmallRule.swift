import AccessibilityModel
import Findings
import Reporting

/// `touch-target-too-small`: a control smaller than the minimum touch target either side.
/// Elements without a frame (size unknown) are not checked.
package struct TouchTargetTooSmallRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "touch-target-too-small", severity: .warning,
        summary: "A control is smaller than 44 × 44 points.",
        why:
            "Human Interface Guidelines: controls measure at least 44 × 44 points; smaller ones are hard to find by touch, with VoiceOver's explore-by-touch too (GTXiLib checks the same).",
        fix: "Enlarge the control's frame (or its hit area) to at least 44 × 44 points.",
        xcodeAuditCategory: "hitRegion")
    package let guide = "Layout: touch targets of at least 44 × 44 points (GTXiLib)."
    package let examples = RuleExamples(
        triggering: [Screen("bad") { Element("Close", traits: .button).frame(350, 70, 20, 20) }],
        nonTriggering: [Screen("good") { Element("Close", traits: .button).frame(340, 60, 44, 44) }])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        ElementCheck { screen, rule, position, node in
            let frame = node.frame
            let minimum = screen.settings.minimumTouchTarget
            guard screen.isInteractive(node), !frame.isEmpty, frame.width < minimum || frame.height < minimum else {
                return nil
            }
            return screen.finding(
                rule, at: position,
                "the control is \(frame.width.messageText) × \(frame.height.messageText) points, under \(minimum.messageText) × \(minimum.messageText)"
            )
        }
    }
}
