import AccessibilityModel
import Findings

/// `modal-without-escape`: a modal view (accessibilityViewIsModal) that nothing dismisses with
/// the escape gesture (two-finger Z): the listener is trapped.
public struct ModalWithoutEscapeRule: AuditRule {
    public init() {}

    public let rule = RuleDescription(
        id: "modal-without-escape", severity: .error,
        summary: "A modal view has no way to escape.",
        why:
            "Accessibility Programming Guide for iOS: a modal view implements accessibilityPerformEscape so the two-finger scrub dismisses it; VoiceOver keeps focus inside the modal view.",
        fix: "Handle the escape action on the modal view (dismiss it), or on the screen.",
        xcodeAuditCategory: "elementDetection")
    public let guide = "Traits: a modal view keeps VoiceOver inside it, so it must offer escape."
    public let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element.container(identifier: "alert") {
                    Element("Delete?")
                    Element("OK", traits: .button)
                }.modal()
            }
        ],
        nonTriggering: [
            Screen("good") {
                Element.container(identifier: "alert") {
                    Element("Delete?")
                    Element("OK", traits: .button)
                }.modal().onEscape()
            }
        ])

    public func findings(in screen: AuditedScreen) -> [Finding] {
        let app = screen.session.app
        let screenEscape = app.screen(named: screen.name)?.actions.escape != nil || app.actions.escape != nil
        return screen.nodes.indices.compactMap { index -> Finding? in
            guard screen.nodes[index].viewIsModal, !screen.nodes[index].isExcluded, !screenEscape,
                !handlesEscape(index, in: screen)
            else { return nil }
            return screen.finding(rule, node: index, "the modal view \(screen.nodes[index].id) has no escape action")
        }
    }

    /// Whether the node, an ancestor or a descendant handles escape.
    private func handlesEscape(_ index: Int, in screen: AuditedScreen) -> Bool {
        var current: Int? = index
        while let node = current {
            if screen.nodes[node].supportedActions.contains(.escape) { return true }
            current = screen.nodes[node].parent
        }
        return screen.descendants(of: index).contains { screen.nodes[$0].supportedActions.contains(.escape) }
    }
}
