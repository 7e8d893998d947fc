import AccessibilityModel
import Foundation
import Glibc
import Voices

/// The REPL: move focus and hear what VoiceOver says.
///
/// On a terminal it runs in key mode (arrows swipe, Tab turns the rotor, `/` opens the command
/// line) with the screen's map beside everything said; otherwise, or with a script, it runs
/// commands line by line and prints what is said.
public enum REPL {
    /// Runs the REPL and returns the process's exit status: 0, or 1 when the app could not be
    /// opened or a script command failed.
    public static func run(_ options: REPLOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let interactive = options.script == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style = DisplayStyle.detect(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        do throws(CommandError) {
            let voices: VoiceCatalog
            do {
                voices = try VoiceCatalog.standard()
            } catch {
                throw CommandError("\(error)")
            }
            var notes: [String] = []
            let app: App
            do throws(CommandError) {
                let url = if let file = options.file { AppFile.url(file) } else { try AppFile.sample() }
                app = try AppFile.load(url)
            } catch where interactive && options.file != nil {
                // A person at the keyboard gets the sample app and the file's errors on screen.
                notes = [error.message] + error.details + ["opened the built-in sample app instead"]
                app = try AppFile.load(AppFile.sample())
            }
            let lines = try options.script.map { path throws(CommandError) in try ScriptFile(path: path) }
            let speech = SpeakerOutput(voices: voices, playing: options.audio)
            let session = try REPLSession(
                app: app, locale: options.locale, voices: voices, speech: speech, live: interactive)
            if let record = options.record { _ = try session.execute(.record(record), as: "record \(record)") }
            let status: Int32
            if interactive {
                let loop = KeyModeLoop(session: session, style: style, historyURL: HistoryFile.url(environment: environment))
                status = loop.run(opening: notes)
            } else {
                if let reason = speech.unavailableReason { printError("earshot: \(reason)") }
                let runner = ScriptRunner(
                    session: session, style: style, mapColumns: options.showsMap ? mapColumns(environment) : nil,
                    output: { print($0) }, errorOutput: printError)
                status = runner.run(lines.map(AnySequence.init) ?? AnySequence(AnyIterator { readLine() }))
            }
            for line in try session.finish() { print(line.plain) }
            return status
        } catch {
            printError("earshot: \(error.message)")
            for detail in error.details { printError(detail) }
            return 1
        }
    }

    /// The map's width in a script: the terminal's, `$COLUMNS`, or 40.
    private static func mapColumns(_ environment: [String: String]) -> Int {
        TerminalState.size()?.columns ?? environment["COLUMNS"].flatMap(Int.init) ?? ScriptRunner.defaultMapColumns
    }

    /// A line on standard error, after everything printed so far (so the two interleave in order).
    private static func printError(_ line: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
