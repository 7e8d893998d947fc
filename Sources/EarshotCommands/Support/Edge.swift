import AccessibilityModel
import AppFiles
import AppLoading
import ArgumentParser
import Foundation
import Navigation
import Reporting
import ResourceLocation
import SpeechBridge
import Voices

/// What every command needs from the outside world: voices, the synthesizer, the sound device,
/// screen files. Failures are thrown as they come; ``Failure/init(_:)`` gives them their status.
enum Edge {
    /// The voice files, read once per process (a command's options check the locale against
    /// them before it runs).
    /// This executable, started again as worker processes.
    static var executable: String {
        ResourceDirectory.runningExecutable()?.path ?? CommandLine.arguments[0]
    }

    static func voices() throws -> VoiceCatalog {
        try catalog.get()
    }

    private static let catalog = Result { try VoiceCatalog.standard() }

    /// A synthesizer of `voices` (``LocaleOption/voices()``'s for `locale`) whose espeak-ng runs
    /// in a worker process: a crash of the library on some text fails that text, not the command.
    /// The first worker is this process forked (no second start of the executable), so call it
    /// before the command starts other threads; the copy does not keep its signal handlers.
    static func synthesizer(_ voices: VoiceCatalog, speaking locale: String) throws -> Synthesizer {
        try Synthesizer(voices: voices, worker: synthesisWorker(speaking: locale), forkingFirst: true)
    }

    /// The command starting a synthesis process whose voices are those of `locale`, a stand-in
    /// voice included, as ``LocaleOption/voices()`` gives them.
    static func synthesisWorker(speaking locale: String) -> [String] {
        [executable, SynthesisWorker.commandName, "--locale", locale]
    }

    /// The sound device, or nil after one line on standard error saying why there is none.
    static func player() -> ALSAPlayer? {
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

    /// A line on standard error (diagnostics carry their own `file:line:column:`); control
    /// characters in it are made visible on a terminal.
    static func standardError(_ line: String) {
        StandardStream.error.report(line)
    }

    /// A command's result on standard output, whole; control characters in it are made visible
    /// on a terminal, in a JSON document as JSON escapes them. Throws ``OutputError`` (status 74)
    /// when it cannot be written.
    static func output(_ text: String, as content: StandardStream.Content = .text) throws {
        try StandardStream.output.write(text, as: content)
    }

    /// ``output(_:as:)`` of one line.
    static func outputLine(_ line: String, as content: StandardStream.Content = .text) throws {
        try StandardStream.output.writeLine(line, as: content)
    }

    /// The app in a screen file. Its warnings go to standard error unless `warnings` is false;
    /// when it has errors, every one is printed there and the command ends with an input error.
    static func app(file: String, warnings: Bool = true) throws -> App {
        try loadedApp(file: file, warnings: warnings).app
    }

    /// ``app(file:warnings:)`` with the places in the file each part of the app came from.
    static func loadedApp(file: String, warnings: Bool = true) throws -> LoadedApp {
        do {
            let result = try AppSource.load(url: InputFile.url(file))
            if warnings { for warning in result.warnings { standardError(warning.description) } }
            return result
        } catch {
            for diagnostic in error.diagnostics { standardError(diagnostic.description) }
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }

    /// A VoiceOver session on a screen file's app in a locale, speaking with `voices`.
    static func session(file: String, locale: String, voices: VoiceCatalog) throws -> NavigationSession {
        try NavigationSession(app: try app(file: file), locale: locale, voices: voices)
    }
}
