import AccessibilityModel
import Findings
import Foundation
import Reporting

/// `label-file-name`: a label that looks like a file or asset name (`icon_star`, `IMG_1234.png`,
/// `btn-close`): what UIKit falls back to, read letter by letter or with "underscore".
package struct LabelFileNameRule: ElementRule {
    package init() {}

    package let rule = RuleDescription(
        id: "label-file-name", severity: .error,
        summary: "A label looks like a file or asset name.",
        why:
            "Accessibility Programming Guide for iOS: a label describes the element in words; an asset name is read as it is written (\"icon underscore star\").",
        fix: "Replace the asset name with a word naming what the element is.",
        xcodeAuditCategory: "sufficientElementDescription")
    package let guide = "Labels: present on every element, localised; never the image's file name."
    package let examples = RuleExamples(
        triggering: [
            Screen("bad") { Element("icon_star", traits: .button) },
            Screen("file") { Element("IMG_1234.png", traits: .image) },
            Screen("dash") { Element("btn-close", traits: .button) },
        ],
        nonTriggering: [
            Screen("good") {
                Element("Favourite", traits: .button)
                Element("Wi-Fi", traits: .button)
            }
        ])

    /// A file extension of an image or document, or words joined by `_`, or a lower-case
    /// asset prefix joined by `-` (`btn-close`, not `Wi-Fi`).
    static let pattern = try! NSRegularExpression(
        pattern:
            #"^(\S+\.(png|jpe?g|gif|pdf|svg|heic|webp)|[A-Za-z0-9]+(_[A-Za-z0-9]+)+|(ic|icon|btn|img|image|asset)-[a-z0-9-]+)$"#,
        options: [.caseInsensitive])

    /// Whether `text` looks like a file or asset name. Every form the pattern matches is one
    /// word: most labels are ruled out by a space.
    static func isFileName(_ text: String) -> Bool {
        !text.utf8.contains(0x20) && pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    package func check(in screen: AuditedScreen) -> ElementCheck? {
        return ElementCheck { screen, rule, position, node in
            // Static text shows content: a username ("jane_doe") or a document's name
            // ("Invoice.pdf") the screen lists on purpose.
            guard !node.traits.contains(.staticText), let label = node.label?.trimmed, Self.isFileName(label)
            else { return nil }
            return screen.finding(
                rule, at: position, "the label \(label.quotedForMessage()) looks like a file name", about: .label
            ) {
                $0.label = RewriteMark.text(.label, in: screen)
            }
        }
    }
}
