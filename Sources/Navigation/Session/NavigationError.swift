import Reporting

/// Why a session cannot do what was asked.
public enum NavigationError: Error, Equatable, CustomStringConvertible, StatusReporting {
    /// An app without screens is a file's fault (65); a screen or element asked for that is not
    /// there, the command's (64).
    public var exitStatus: ExitStatus { self == .noScreen ? .inputError : .usageError }

    /// The app has no screen to show.
    case noScreen
    /// A screen name that the app does not have.
    case unknownScreen(String, available: [String])
    /// No element has this identifier or label.
    case unknownElement(String)

    public var description: String {
        switch self {
        case .noScreen: "the app has no screens"
        case .unknownScreen(let name, let available):
            "no screen named '\(name.quotedForMessage())'; screens: \(available.joined(separator: ", "))"
        case .unknownElement(let name): "no reachable element has the identifier or label '\(name.quotedForMessage())'"
        }
    }
}
