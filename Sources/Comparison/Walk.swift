import AppFiles
import Reporting

/// A recording of real VoiceOver moving through a screen: what the accessibility service said
/// after each move, in the order it was asked.
package struct Walk: Sendable, Hashable {
    /// The file's path as given.
    package var file: String
    /// The name of the format the file was read as (``WalkFormat/name``).
    package var format: String
    package var steps: [WalkStep]
    /// Whether the walk went to the end of the screen; false when its recorder says it stopped
    /// short (aloud's `"coverage": {"complete": false}`, at a step limit).
    package var isComplete: Bool

    package init(file: String, format: String, steps: [WalkStep], isComplete: Bool = true) {
        self.file = file
        self.format = format
        self.steps = steps
        self.isComplete = isComplete
    }
}

/// One move of the service and what it said then.
package struct WalkStep: Sendable, Hashable {
    package var action: WalkAction
    /// What VoiceOver said, as the service gives it; nil when it returned no utterance.
    package var utterance: String?
    /// The line of the file the step is on, from 1.
    package var line: Int

    package init(action: WalkAction, utterance: String?, line: Int) {
        self.action = action
        self.utterance = utterance
        self.line = line
    }
}

/// The moves of XCTest's VoiceOver service: `currentSpeech`, `moveForward`, `moveBackward`,
/// `moveIn`, `moveOut`.
package enum WalkAction: String, Sendable, Hashable, CaseIterable, Codable {
    case current, forward, backward, `in`, out
}

/// A walk file that cannot be read: where, and why. Ends a command as an input error (65).
package struct WalkError: Error, Sendable, Hashable, CustomStringConvertible, StatusReporting {
    package var location: SourceLocation
    package var message: String

    package init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    package var exitStatus: ExitStatus { .inputError }

    /// `file:line:column: error: message`.
    package var description: String { "\(location): error: \(message)" }
}
