import AppFiles
import Reporting

/// A recording of real VoiceOver moving through a screen: what the accessibility service said
/// after each move, in the order it was asked.
public struct Walk: Sendable, Hashable {
    /// The file's path as given.
    public var file: String
    /// The name of the format the file was read as (``WalkFormat/name``).
    public var format: String
    public var steps: [WalkStep]

    public init(file: String, format: String, steps: [WalkStep]) {
        self.file = file
        self.format = format
        self.steps = steps
    }
}

/// One move of the service and what it said then.
public struct WalkStep: Sendable, Hashable {
    public var action: WalkAction
    /// What VoiceOver said, as the service gives it; nil when it returned no utterance.
    public var utterance: String?
    /// The line of the file the step is on, from 1.
    public var line: Int

    public init(action: WalkAction, utterance: String?, line: Int) {
        self.action = action
        self.utterance = utterance
        self.line = line
    }
}

/// The moves of XCTest's VoiceOver service: `currentSpeech`, `moveForward`, `moveBackward`,
/// `moveIn`, `moveOut`.
public enum WalkAction: String, Sendable, Hashable, CaseIterable, Codable {
    case current, forward, backward, `in`, out
}

/// A walk file that cannot be read: where, and why. Ends a command as an input error (65).
public struct WalkError: Error, Sendable, Hashable, CustomStringConvertible, StatusReporting {
    public var location: SourceLocation
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    public var exitStatus: ExitStatus { .inputError }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
