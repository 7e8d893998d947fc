import AccessibilityModel
import Findings

/// `element-off-screen`: an element VoiceOver reaches whose frame lies wholly beside or above
/// the screen: focus goes there and the sighted helper sees nothing. Below the screen is content
/// to scroll to, as in any long list. Elements without a frame are not checked.
package struct OffScreenRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "element-off-screen", severity: .warning,
        summary: "An element VoiceOver reaches lies outside the screen.",
        why:
            "Accessibility Programming Guide for iOS: the accessibility frame is where the element is on screen; an element outside it is spoken but cannot be found by touch.",
        fix:
            "Hide the element from accessibility while it is off screen (accessibilityElementsHidden), or fix its frame.",
        xcodeAuditCategory: "elementDetection")
    package let guide = "Layout: every reachable element is on screen."
    package let examples = RuleExamples(
        triggering: [Screen("bad") { Element("Menu", traits: .button).frame(-300, 100, 280, 44) }],
        nonTriggering: [Screen("good") { Element("Menu", traits: .button).frame(16, 100, 280, 44) }])

    package func findings(in screen: AuditedScreen) -> [Finding] {
        let size = screen.size
        return screen.eachElement { (position, node: borrowing ResolvedNode) -> Finding? in
            let frame = node.frame
            guard !frame.isEmpty, frame.maxX <= 0 || frame.maxY <= 0 || frame.x >= size.width
            else { return nil }
            return screen.finding(
                rule, at: position,
                "the element's frame (\(frame.x), \(frame.y), \(frame.width), \(frame.height)) is outside the \(size.width) × \(size.height) screen"
            )
        }
    }
}
