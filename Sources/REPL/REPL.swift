import AccessibilityModel
import AppFiles
import Foundation
import Glibc
import Reporting
import Voices

/// The REPL: move focus and hear what VoiceOver says.
///
/// On a terminal it runs in key mode (arrows swipe, Tab turns the rotor, `/` opens the command
/// line) with the screen's map beside everything said; otherwise, or with a script, it runs
/// commands line by line and prints what is said.
///
/// Exit statuses (``ExitStatus``): 0 when the session ended normally and, in a script, every
/// command worked; in a script, the status of the first command that failed: 65 (input error)
/// for a command that could not be parsed or carried out, 74 (output error) for a file it could
/// not write, 64 (usage error) for an unknown locale; 64 for an unknown `--locale`; 65 when the
/// screen file or the script cannot be read; 69 when the voices are missing; 74 when the
/// recording cannot be written at the end; 130 when a signal ended it (SIGTERM, SIGHUP, SIGQUIT,
/// or SIGINT in a script).
package enum REPL {
    /// The help text's summary of the exit statuses.
    package static let exitStatusHelp = """
        Exit status: 0 when every command worked; in a script, that of the first failing \
        command (65 a command that failed, 74 a file it could not write, 64 an unknown locale); \
        64 an unknown --locale; 65 an unreadable screen file or script; 69 no voices; 74 the \
        recording not written; 130 ended by a signal.
        """

    /// Runs the REPL and returns the process's exit status (see ``REPL``).
    package static func run(_ options: REPLOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let interactive = options.script == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = DisplayStyle.detect(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        if !interactive { SignalEvents.installForScripts() }
        do throws(CommandError) {
            let voices: VoiceCatalog
            do {
                voices = try options.voices ?? VoiceCatalog.standard()
            } catch {
                throw CommandError("\(error)", status: .unavailable)
            }
            let locale = try REPLSession.resolve(options.locale, in: voices)
            var notes = locale.note.map { [$0] } ?? []
            let app: LoadedApp
            do throws(CommandError) {
                let url = if let file = options.file { AppFile.url(file) } else { try AppFile.sample() }
                app = try AppFile.load(url)
            } catch  where interactive && options.file != nil {
                // A person at the keyboard gets the sample app and the file's errors on screen.
                notes += [error.message] + error.details + ["opened the built-in sample app instead"]
                app = try AppFile.load(AppFile.sample())
            }
            let lines = try options.script.map { path throws(CommandError) in try ScriptFile(path: path) }
            let speech = SpeakerOutput(voices: voices, playing: options.audio, worker: options.synthesisWorker)
            let session = try REPLSession(
                app: app.app, readFrom: app.sources, locale: locale.profile.locale, voices: voices, speech: speech,
                live: interactive)
            if let record = options.record { _ = try session.execute(.record(record), as: "record \(record)") }
            var status: ExitStatus
            if interactive {
                let loop = KeyModeLoop(
                    session: session, style: style, historyURL: HistoryFile.url(environment: environment))
                status = loop.run(opening: notes)
            } else {
                for note in notes { printError("earshot: \(note)") }
                if let reason = speech.unavailableReason { printError("earshot: \(reason)") }
                let runner = ScriptRunner(
                    session: session, style: style, mapColumns: options.showsMap ? mapColumns(environment) : nil,
                    output: { line throws(OutputError) in try StandardStream.output.writeLine(line, escaping: false) },
                    errorOutput: printError)
                status = runner.run(lines.map(AnySequence.init) ?? AnySequence(AnyIterator { readLine() }))
            }
            do throws(CommandError) {
                let finished = try session.finish()
                if let failure = finished.speechFailure {
                    printError("earshot: \(failure.message)")
                    if status == .success { status = failure.status }
                }
                do throws(OutputError) {
                    for line in finished.lines { try StandardStream.output.writeLine(line.plain, escaping: false) }
                } catch {
                    printError("earshot: \(error.description)")
                    status = .outputError
                }
            } catch {
                printError("earshot: \(error.message)")
                if status == .success { status = error.exitStatus }
            }
            return status.rawValue
        } catch {
            printError("earshot: \(error.message)")
            for detail in error.details { printError(detail) }
            return error.exitStatus.rawValue
        }
    }

    /// The map's width in a script: the terminal's, `$COLUMNS`, or 40.
    private static func mapColumns(_ environment: [String: String]) -> Int {
        TerminalState.size()?.columns ?? environment["COLUMNS"].flatMap(Int.init) ?? ScriptRunner.defaultMapColumns
    }

    /// A line on standard error, after everything printed so far (so the two interleave in order).
    private static func printError(_ line: String) {
        StandardStream.error.report(line)
    }
}
