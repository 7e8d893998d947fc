import AccessibilityModel
import Findings

/// `reading-order-jumps-up`: the next element in swipe order starts higher on the screen than
/// the previous one by more than the tolerance, so the swipe order disagrees with what is seen.
/// Elements without a frame are not compared.
package struct ReadingOrderJumpsUpRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "reading-order-jumps-up", severity: .warning,
        summary: "The swipe order jumps back up the screen.",
        why:
            "Accessibility Programming Guide for iOS: VoiceOver reads top to bottom, leading to trailing; an explicit order that jumps back up confuses listeners and the sighted people helping them.",
        fix: "Order accessibilityElements as the screen reads, or group what belongs together.",
        xcodeAuditCategory: "elementDetection")
    package let guide = "Layout: the swipe order follows the visual order (top to bottom)."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element("Title", traits: .header).identifier("title").frame(16, 60, 300, 44)
                Element("Buy", traits: .button).identifier("buy").frame(16, 700, 300, 44)
            }.order("buy", "title")
        ],
        nonTriggering: [
            Screen("good") {
                Element("Title", traits: .header).identifier("title").frame(16, 60, 300, 44)
                Element("Buy", traits: .button).identifier("buy").frame(16, 700, 300, 44)
            }
        ])

    package var readsEarlierElements: Bool { true }

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        // The previous drawn element's node index: kept, not the node, which a copy would retain.
        var previous: Int?
        return ElementCheck { screen, rule, position, node in
            guard !node.frame.isEmpty else { return nil }
            defer { previous = screen.order[position] }
            guard let index = previous, node.frame.y < screen.nodes[index].frame.y - screen.settings.orderTolerance
            else { return nil }
            let earlier = screen.nodes[index]
            return screen.finding(
                rule, at: position,
                "comes after \(earlier.label.map { "\"\($0)\"" } ?? earlier.id) but is \(Int(earlier.frame.y - node.frame.y)) points above it"
            )
        }
    }
}
