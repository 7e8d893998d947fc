/// A non-speech sound VoiceOver plays.
public enum Cue: String, Sendable, Hashable, Codable, CaseIterable {
    /// Focus could not move past the first or last element.
    case boundary
    /// A screen-changed notification.
    case screenChanged
    /// A layout-changed notification.
    case layoutChanged
    /// A page turn or scroll.
    case pageTurn
    /// An action was performed (double tap).
    case activate
    /// Something could not be done (no action, not adjustable).
    case failure
}
