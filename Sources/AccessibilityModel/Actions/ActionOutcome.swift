/// The result of ``AppState/perform(_:on:in:of:)``.
public struct ActionOutcome: Hashable, Sendable {
    /// Whether anything handled the action; when false VoiceOver plays its failure sound.
    public var handled: Bool
    /// The notifications to post, in order.
    public var notifications: [AccessibilityNotification]
    /// Whether state or the navigation stack changed (the visible screen must be resolved again).
    public var stateChanged: Bool

    public init(handled: Bool, notifications: [AccessibilityNotification] = [], stateChanged: Bool = false) {
        self.handled = handled
        self.notifications = notifications
        self.stateChanged = stateChanged
    }

    public static let notHandled = ActionOutcome(handled: false)
}
