import AccessibilityModel

/// What a VoiceOver user does: the gestures of an iPhone, by what they do.
public enum Gesture: Sendable, Hashable {
    /// Swipe right / left: the next or previous element.
    case next, previous
    /// Four-finger tap near the top / bottom: the first or last element.
    case first, last
    /// Touch exploration: the element under a point (screen coordinates, points).
    case touch(AccessibilityPoint)
    /// Double tap: activate the focused element (or the action picked with the actions rotor).
    case activate
    /// Swipe up / down on an adjustable element.
    case increment, decrement
    /// Two-finger scrub.
    case escape
    /// Two-finger double tap.
    case magicTap
    /// Three-finger swipe.
    case scroll(ScrollDirection)
    /// Two-finger swipe down (from the focused element) or up (from the top).
    case readAll(fromTop: Bool)
    /// Turn the rotor one setting clockwise / anticlockwise.
    case rotorNext, rotorPrevious
    /// One-finger swipe up / down: move by the rotor's setting.
    case rotorUp, rotorDown
}
