/// A notification for VoiceOver, with its text evaluated.
package enum AccessibilityNotification: Hashable, Sendable {
    /// The screen changed: focus the element with this id, or the first element.
    case screenChanged(focus: String?)
    /// The layout changed: focus the element with this id, or keep focus where it is.
    case layoutChanged(focus: String?)
    /// Speak this after the current speech.
    case announcement(String)
    /// A scroll finished: speak this status ("Page 2 of 5").
    case pageScrolled(String)
}
