import ArgumentParser
import FileWriting
import Foundation
import REPL
import Readings
import Reporting

/// `earshot repl [FILE]` (and `earshot` alone): move focus and hear what VoiceOver says.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Move focus with the keyboard and hear what VoiceOver says (the default command).",
        discussion: """
            On a terminal: arrows swipe, Up/Down move by the rotor, Tab turns the rotor, Enter \
            double taps, Escape scrubs, / opens the command line, ? lists the keys. Otherwise, \
            or with --script, commands are read line by line and what is said is printed.
              earshot repl samples/settings.yaml
              printf 'next\\nnext\\nincrement\\n' | earshot repl samples/settings.yaml
            \(REPL.exitStatusHelp)

            \(HelpText.exitStatuses)
            """)

    @Argument(help: "A screen file (YAML or JSON); without one, the built-in sample app.")
    var file: String?

    @Option(
        help:
            "Run the commands in this file, one a line, and print what is said (default: the keyboard, or standard input when it is not a terminal)."
    )
    var script: String?

    @OptionGroup var locale: LocaleOption
    @OptionGroup var audio: AudioOption

    @Option(help: ArgumentHelp("Record everything spoken into this WAV file (default: none).", valueName: "file.wav"))
    var record: String?

    @Flag(help: "In a script, print the screen's map after each command that says something.")
    var map = false

    func run() throws {
        let voices = try locale.voices()
        Readings.prepare(locale: locale.locale)
        if let record {
            try OutputTarget.checkFile(
                URL(fileURLWithPath: record),
                notOneOf: [file, script].compactMap { $0 }.map { URL(fileURLWithPath: $0) })
        }
        try checkInputs()
        let options = REPLOptions(
            file: file, script: script, locale: locale.locale, voices: voices, audio: audio.plays, record: record,
            showsMap: map, synthesisWorker: Edge.synthesisWorker(speaking: locale.locale))
        let status = REPL.run(options)
        if status != 0 { throw ExitCode(status) }
    }

    /// Without a person at the keyboard (a script, or input that is not a terminal, as the REPL
    /// decides), a screen file or script that cannot be used ends the command with an input
    /// error, as in every other command. At a terminal the REPL opens the sample app instead
    /// and shows the file's errors.
    private func checkInputs() throws {
        let interactive = script == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        guard !interactive else { return }
        if let script, !FileManager.default.isReadableFile(atPath: script) {
            throw Failure(.inputError, "cannot read the script \(script.quotedForMessage()); check the path")
        }
        if let file { _ = try Edge.app(file: file, warnings: false) }
    }
}
