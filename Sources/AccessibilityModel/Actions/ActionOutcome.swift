import Reporting

/// The result of ``AppState/perform(_:on:in:of:)``.
package struct ActionOutcome: Hashable, Sendable {
    /// Whether anything handled the action; when false VoiceOver plays its failure sound.
    package var handled: Bool
    /// The notifications to post, in order.
    package var notifications: [AccessibilityNotification]
    /// Whether state or the navigation stack changed (the visible screen must be resolved again).
    package var stateChanged: Bool
    /// Why effects were not applied: a value that does not fit its variable, such as text longer
    /// than ``Variable/maximumStringLength``. The other effects still ran.
    package var problems: [ActionProblem]

    package init(
        handled: Bool, notifications: [AccessibilityNotification] = [], stateChanged: Bool = false,
        problems: [ActionProblem] = []
    ) {
        self.handled = handled
        self.notifications = notifications
        self.stateChanged = stateChanged
        self.problems = problems
    }

    package static let notHandled = ActionOutcome(handled: false)
}

/// A variable an action left unchanged, and why.
package struct ActionProblem: Hashable, Sendable, CustomStringConvertible {
    package var variable: String
    package var reason: String

    package var description: String { "'\(variable.quotedForMessage())' is left unchanged: \(reason)" }
}
