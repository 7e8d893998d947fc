/// `accessibilityContainerType`: how VoiceOver presents a container's contents.
public enum AccessibilityContainerType: String, Hashable, Sendable, CaseIterable {
    case none
    /// Items in a series: VoiceOver says "List Start." and "List End.".
    case list
    /// A landmark region: "Landmark." on entering, "End." on leaving.
    case landmark
    /// A table whose cells carry row and column ranges and headers.
    case dataTable
    /// A group read as one unit by the containers rotor.
    case semanticGroup
    /// A tab bar (UIAccessibilityTraitTabBar): its items are read as "Tab. 2 of 4.".
    case tabBar
    /// A series of items, as a segmented control (UISegmentedControl) presents its segments: each
    /// says its position and keeps its "Button.", "First. Button. 1 of 3.". UIKit has no container
    /// type for it (VoiceOver knows the control's class); a screen file names it here.
    case series
}
