import Foundation
import Reporting
import SpeechBridge

/// Why utterances could not be rendered or written.
public enum RenderingError: Error, Sendable, Hashable, CustomStringConvertible, StatusReporting {
    /// The speech's own status, 130 for an interruption, 74 for a file not written.
    public var exitStatus: ExitStatus {
        switch self {
        case .speech(let error): error.exitStatus
        case .interrupted: .interrupted
        case .cannotWrite: .outputError
        }
    }

    /// The synthesizer could not speak (its engine did not start, a voice is missing).
    case speech(SpeechError)
    /// Other speech interrupted the render: a render needs a synthesizer nobody calls `speak`
    /// on meanwhile.
    case interrupted
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .speech(let error): error.description
        case .interrupted: "rendering was interrupted by other speech"
        case .cannotWrite(let path, let reason): OutputError(path: path, reason: reason).description
        }
    }

    /// Runs `write`, reporting a failure as ``cannotWrite(path:reason:)`` for `url`.
    static func writing(_ url: URL, _ write: () throws -> Void) throws(RenderingError) {
        do {
            try write()
        } catch {
            throw .cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
