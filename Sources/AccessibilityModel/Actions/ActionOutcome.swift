/// The result of ``AppState/perform(_:on:in:of:)``.
public struct ActionOutcome: Hashable, Sendable {
    /// Whether anything handled the action; when false VoiceOver plays its failure sound.
    public var handled: Bool
    /// The notifications to post, in order.
    public var notifications: [AccessibilityNotification]
    /// Whether state or the navigation stack changed (the visible screen must be resolved again).
    public var stateChanged: Bool
    /// Why effects were not applied, one line each: a value that does not fit its variable, such
    /// as text longer than ``Variable/maximumStringLength``. The other effects still ran.
    public var problems: [String]

    public init(
        handled: Bool, notifications: [AccessibilityNotification] = [], stateChanged: Bool = false,
        problems: [String] = []
    ) {
        self.handled = handled
        self.notifications = notifications
        self.stateChanged = stateChanged
        self.problems = problems
    }

    public static let notHandled = ActionOutcome(handled: false)
}
