/// A key a screen file's mappings may hold, by its canonical name (its raw value). Decoders
/// compare keys as these cases, never as text: a large screen has hundreds of thousands of keys.
enum FileKey: String {
    // Elements.
    case accessibilityIdentifier, isAccessibilityElement, accessibilityLabel, accessibilityValue
    case accessibilityHint, accessibilityFrame, accessibilityActivationPoint, accessibilityLanguage
    case accessibilityTraits, accessibilityElementsHidden, accessibilityViewIsModal
    case accessibilityContainerType, accessibilityRowCount, accessibilityColumnCount
    case accessibilityRowRange, accessibilityColumnRange, accessibilityRowHeaderElements
    case accessibilityColumnHeaderElements, accessibilityCustomActions, accessibilityScrollStatus
    case subviews, accessibilityElements, shouldGroupAccessibilityChildren
    /// The names Voice Control takes for an element (a list of templates).
    case accessibilityUserInputLabels
    /// Audit rules silenced on an element, each with a reason.
    case earshotIgnore
    /// False for an element read but not seen where its frame is (a capture's `visible`).
    case earshotVisible
    /// The text an element shows on the screen (a button's title), which its name must hold.
    case earshotVisibleText
    /// The text a text field shows while it is empty, said where it has no label.
    case earshotPlaceholder

    // Actions.
    case accessibilityActivate, accessibilityIncrement, accessibilityDecrement
    case accessibilityPerformEscape, accessibilityPerformMagicTap, accessibilityScroll

    // Screens and the app.
    case schema = "$schema"
    case name, title, device, size, layoutDirection, variables, elements, screenshot
    case developmentLanguage, initialScreen, strings, screens

    // Variables and custom actions.
    case type, initial, min, max, step, options, perform
    /// A variable the app changes without any action (a timer).
    case changesOnItsOwn

    // Frames, points, sizes and ranges written as mappings.
    case x, y, width, height, location, length
}
