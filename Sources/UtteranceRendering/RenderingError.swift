import Foundation
import SpeechBridge

/// Why utterances could not be rendered or written.
public enum RenderingError: Error, Sendable, Hashable, CustomStringConvertible {
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
        case .cannotWrite(let path, let reason): "\(path): cannot write: \(reason)"
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
