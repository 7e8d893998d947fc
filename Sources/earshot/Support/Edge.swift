import AccessibilityModel
import ArgumentParser
import Captures
import Foundation
import Navigation
import ScreenFiles
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
        standardError("earshot: \(message)")
    }

    /// A line on standard error, as it is (diagnostics carry their own `file:line:column:`).
    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// The app in a screen file. Its warnings go to standard error; when it has errors, every
    /// one is printed there and the command fails.
    static func app(file: String) throws -> App {
        do {
            let result = try AppSource.load(url: URL(fileURLWithPath: file))
            for warning in result.warnings { standardError(warning.description) }
            return result.app
        } catch {
            for diagnostic in error.diagnostics { standardError(diagnostic.description) }
            throw ExitCode.failure
        }
    }

    /// A VoiceOver session on a screen file's app in a locale, speaking with `voices`.
    static func session(file: String, locale: String, voices: VoiceCatalog) throws -> NavigationSession {
        let app = try app(file: file)
        do {
            return try NavigationSession(app: app, locale: locale, voices: voices)
        } catch {
            throw ValidationError(String(describing: error))
        }
    }
}

/// A failure while running a command (not a mistake in its arguments): printed as one line.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
