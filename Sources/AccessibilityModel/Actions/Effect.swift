/// One step an action takes: change state, navigate, or post a notification. An action is a list
/// of effects run in order.
public enum Effect: Hashable, Sendable {
    /// Sets a variable; the template's value is converted to the variable's type ("3" → 3).
    case set(String, Template)
    /// Flips a bool variable.
    case toggle(String)
    /// Steps an int (by its step, within its bounds) or a choice (to the next option).
    case increment(String)
    /// Steps an int or a choice the other way.
    case decrement(String)
    /// Pushes a screen on the navigation stack (it can go back).
    case push(String)
    /// Presents a screen modally (it can be dismissed).
    case present(String)
    /// Replaces the top screen.
    case goTo(String)
    /// Dismisses the topmost modally presented screen and everything pushed on it.
    case dismiss
    /// Pops the top pushed screen.
    case back
    /// Posts a notification to VoiceOver.
    case post(NotificationRequest)
}

/// A notification an action posts, as written (text not yet evaluated).
public enum NotificationRequest: Hashable, Sendable {
    /// UIAccessibilityScreenChangedNotification, optionally with the identifier to focus.
    case screenChanged(focus: String?)
    /// UIAccessibilityLayoutChangedNotification, optionally with the identifier to focus.
    case layoutChanged(focus: String?)
    /// UIAccessibilityAnnouncementNotification with its text.
    case announcement(Template)
    /// UIAccessibilityPageScrolledNotification with the scroll status to speak.
    case pageScrolled(Template)
}
