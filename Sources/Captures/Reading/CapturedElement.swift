import AccessibilityModel
import AppFiles
import Reporting

/// One element as a capture records it, before any of VoiceOver's rules are applied: every field
/// is what the tool wrote, and nil when it wrote nothing (versions and settings differ).
package struct CapturedElement: Sendable {
    /// A frame as captured: a usable one, none at all, or one with a coordinate that is not a
    /// finite number (`inf`, `nan`) or lies beyond what a screen file holds
    /// (``AccessibilityFrame/maximumCoordinate``), which the element cannot keep.
    package enum Frame: Sendable, Equatable {
        case frame(AccessibilityFrame)
        case missing
        case notFinite
        case outOfRange

        /// The frame of x, y, width and height as captured.
        static func checked(_ numbers: [Double]) -> Frame {
            guard numbers.count == 4 else { return .missing }
            guard numbers.allSatisfy(\.isFinite) else { return .notFinite }
            guard numbers.allSatisfy({ abs($0) <= AccessibilityFrame.maximumCoordinate }) else { return .outOfRange }
            return .frame(AccessibilityFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }

        /// Why the element cannot keep the frame, for a warning; nil when it can.
        var problem: String? {
            switch self {
            case .frame, .missing: nil
            case .notFinite: "a coordinate that is not a finite number"
            case .outOfRange:
                "a coordinate beyond ±\(AccessibilityFrame.maximumCoordinate.messageText) points, more than any screen (and than a screen file holds)"
            }
        }
    }

    /// The element type without its `XCUIElementType` prefix: `Button`, `StaticText`, `Other`.
    package var type: String
    /// WebDriverAgent's `name`, XCUITest's `identifier`: the accessibilityIdentifier (or, when
    /// the app set none, a copy of the label). Never spoken.
    package var identifier: String?
    package var label: String?
    package var value: String?
    package var placeholder: String?
    /// The title the element shows, where the tool writes one apart from the label (idb's and
    /// AXe's `title`, the accessibility title): the element's visible text.
    package var title: String?
    /// The accessibility hint, where the tool writes one (idb's `help`).
    package var hint: String?
    /// WebDriverAgent's `traits` attribute as written ("Button, Selected").
    package var traits: String?
    package var enabled: Bool?
    package var visible: Bool?
    /// WebDriverAgent's `accessible`: whether VoiceOver focuses the element itself.
    package var accessible: Bool?
    package var selected: Bool?
    /// The names of the element's custom actions (WebDriverAgent's `customActions`, idb's and
    /// AXe's `custom_actions`), in order; empty when the tool wrote none.
    package var customActions: [String] = []
    package var frame: Frame
    /// Where the element starts in the capture.
    package var mark: SourceLocation
    /// The index of the parent in ``CaptureTree/elements``; nil for the root.
    package var parent: Int?

    package init(type: String, frame: Frame = .missing, mark: SourceLocation, parent: Int?) {
        self.type = type
        self.frame = frame
        self.mark = mark
        self.parent = parent
    }
}
