import AccessibilityModel
import Findings

/// `image-button-without-label`: a button showing only an image and no label; on a device
/// VoiceOver reads the image's file name, or just "Button".
package struct ImageButtonWithoutLabelRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "image-button-without-label", severity: .error,
        summary: "A button with only an image has no label.",
        why:
            "Accessibility Programming Guide for iOS: an image-based control needs a label; VoiceOver otherwise reads the image's file name.",
        fix: "Label the button with what it does (\"Share\"), not what the image shows.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Labels: present on every element; an image-only button is read by its file name."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element(accessibilityIdentifier: "share", accessibilityTraits: [.button, .image]) }
        ],
        nonTriggering: [Screen("good") { Element("Share", traits: [.button, .image]) }])

    static func applies(to node: ResolvedNode) -> Bool {
        node.traits.isSuperset(of: [.button, .image]) && (node.label ?? "").isBlank
    }

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        guard screen.reachable.traits.isSuperset(of: [.button, .image]) else { return nil }
        return ElementCheck { screen, rule, position, node in
            guard Self.applies(to: node) else { return nil }
            return screen.finding(rule, at: position, "the image button has no label") {
                $0.label = RewriteMark.text(.label, in: screen)
            }
        }
    }
}
