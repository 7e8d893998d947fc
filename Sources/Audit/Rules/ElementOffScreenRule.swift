import AccessibilityModel
import Findings

/// `element-off-screen`: an element VoiceOver reaches whose frame lies wholly beside or above
/// the screen: focus goes there and the sighted helper sees nothing. Below the screen is content
/// to scroll to, as in any long list; so is an element inside a view whose frame is partly on the
/// screen and reaches past it: the content of a scroll view or a picker wheel scrolled past (a
/// day view's early hours above its window), which VoiceOver scrolls into view as it moves
/// there. A capture of a real app keeps no scroll views (its reader lifts their rows out of
/// them) and leaves out what lies beside its window: an element above it is a row scrolled past,
/// so the rule does not look at captures, nor at an element a capture marked not visible in a
/// screen file it was imported to (``Element/isVisible``). Elements without a frame are not
/// checked.
package struct ElementOffScreenRule: ElementRule {
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
        nonTriggering: [
            Screen("good") { Element("Menu", traits: .button).frame(16, 100, 280, 44) },
            // A day view scrolled to the afternoon: its morning rows lie above the screen.
            Screen("scrolled") {
                Element.container(identifier: "day") {
                    Element("0:00").frame(0, -290, 393, 50)
                    Element("9:00").frame(0, 160, 393, 50)
                }.frame(0, -300, 393, 1200)
            },
            // The same rows imported from a capture, which keeps no scroll view.
            Screen("imported") { Element("0:00").frame(0, -290, 393, 50).notVisible() },
        ])

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        // A capture (the screens that record no actions) keeps no scroll views.
        guard screen.actionsRecorded else { return nil }
        return ElementCheck { screen, rule, position, node in
            let frame = node.frame
            let size = screen.size
            guard node.isVisible, !frame.isEmpty, frame.maxX <= 0 || frame.maxY <= 0 || frame.x >= size.width,
                !Self.isScrolledContent(node, in: screen)
            else { return nil }
            return screen.finding(
                rule, at: position,
                "the element's frame (\(frame.x), \(frame.y), \(frame.width), \(frame.height)) is outside the \(size.width) × \(size.height) screen"
            )
        }
    }

    /// Whether an ancestor of the node holds it and lies partly on the screen and partly off it:
    /// scrollable content larger than its window, whose rows outside the window are scrolled to.
    static func isScrolledContent(_ node: borrowing ResolvedNode, in screen: AuditedScreen) -> Bool {
        let frame = node.frame
        let size = screen.size
        var parent = node.parent
        while let index = parent {
            let outer = screen.nodes[index].frame
            parent = screen.nodes[index].parent
            guard !outer.isEmpty, outer.x <= frame.x, outer.y <= frame.y, outer.maxX >= frame.maxX,
                outer.maxY >= frame.maxY
            else { continue }
            let onScreen = outer.maxX > 0 && outer.maxY > 0 && outer.x < size.width && outer.y < size.height
            let pastIt = outer.x < 0 || outer.y < 0 || outer.maxX > size.width || outer.maxY > size.height
            if onScreen && pastIt { return true }
        }
        return false
    }
}
