import ArgumentParser
import Foundation
import SpeechBridge
import Voices

/// What every command needs from the outside world: voices, the synthesizer, the sound device.
enum Edge {
    static func voices() throws -> VoiceCatalog {
        do {
            return try VoiceCatalog.standard()
        } catch {
            throw ValidationError(String(describing: error))
        }
    }

    static func synthesizer(_ voices: VoiceCatalog) throws -> Synthesizer {
        do {
            return try Synthesizer(voices: voices)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The sound device, or nil after one line on standard error saying why there is none.
    /// `EARSHOT_AUDIO=none` turns playback off.
    static func player() -> ALSAPlayer? {
        if ProcessInfo.processInfo.environment["EARSHOT_AUDIO"] == "none" { return nil }
        do {
            return try ALSAPlayer()
        } catch {
            warn("\(error.description); not playing audio")
            return nil
        }
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("earshot: \(message)\n".utf8))
    }
}

/// A failure while running a command (not a mistake in its arguments): printed as one line.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
