/// An action VoiceOver asks an element to perform.
package enum AccessibilityAction: Hashable, Sendable {
    case activate
    case increment
    case decrement
    case escape
    case magicTap
    case scroll(ScrollDirection)
    /// A custom action by its spoken name (as resolved in the current locale).
    case custom(String)
}
