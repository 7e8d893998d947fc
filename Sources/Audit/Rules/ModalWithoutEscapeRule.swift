import AccessibilityModel
import Findings

/// `modal-without-escape`: a modal view (accessibilityViewIsModal) that nothing dismisses with
/// the escape gesture (two-finger Z): the listener is trapped.
///
/// A capture of a real app records no actions (``Screen/actionsRecorded``), so it cannot say
/// whether escape is handled. UIKit's alerts and action sheets perform their cancel button on
/// escape, so a captured modal view holding a button is not flagged; one without any button has
/// no visible way out either, and is flagged with a message saying the capture cannot tell.
package struct ModalWithoutEscapeRule: AuditRule {
    package init() {}

    package let rule = RuleDescription(
        id: "modal-without-escape", severity: .error,
        summary: "A modal view has no way to escape.",
        why:
            "Accessibility Programming Guide for iOS: a modal view implements accessibilityPerformEscape so the two-finger scrub dismisses it; VoiceOver keeps focus inside the modal view.",
        fix: "Handle the escape action on the modal view (dismiss it), or on the screen.",
        xcodeAuditCategory: "elementDetection")
    package let guide = "Traits: a modal view keeps VoiceOver inside it, so it must offer escape."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") {
                Element.container(identifier: "alert") {
                    Element("Delete?")
                    Element("OK", traits: .button)
                }.modal()
            },
            captured(
                Screen("captured") {
                    Element.container(identifier: "progress") { Element("Uploading…") }.modal()
                }),
        ],
        nonTriggering: [
            Screen("good") {
                Element.container(identifier: "alert") {
                    Element("Delete?")
                    Element("OK", traits: .button)
                }.modal().onEscape()
            },
            captured(
                Screen("captured") {
                    Element.container(identifier: "alert") {
                        Element("Delete?")
                        Element("Cancel", traits: .button)
                    }.modal()
                }),
        ])

    /// The screen as a capture gives it: without its actions.
    static func captured(_ screen: Screen) -> Screen {
        var screen = screen
        screen.actionsRecorded = false
        return screen
    }

    package func findings(in screen: AuditedScreen) -> [Finding] {
        // Most screens have no modal view: looked for before the screen's actions are read.
        guard screen.nodes.contains(where: { $0.viewIsModal && !$0.isExcluded }) else { return [] }
        let model = screen.model
        let screenEscape = model?.actions.escape != nil || screen.app.actions.escape != nil
        let actionsRecorded = model?.actionsRecorded ?? true
        return screen.nodes.indices.compactMap { index -> Finding? in
            guard screen.nodes[index].viewIsModal, !screen.nodes[index].isExcluded, !screenEscape,
                !handlesEscape(index, in: screen)
            else { return nil }
            let id = screen.nodes[index].id
            guard !actionsRecorded else {
                return screen.finding(rule, node: index, "the modal view \(id) has no escape action")
            }
            guard !hasButton(index, in: screen) else { return nil }
            return screen.finding(
                rule, node: index,
                "the modal view \(id) holds no button, and a capture records no actions: check that escape dismisses it"
            )
        }
    }

    /// Whether a button VoiceOver reaches lies inside the node.
    private func hasButton(_ index: Int, in screen: AuditedScreen) -> Bool {
        screen.descendants(of: index).contains {
            screen.nodes[$0].traits.contains(.button) && !screen.nodes[$0].isExcluded
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
