import ArgumentParser
import Foundation
import REPL

/// `earshot repl [FILE]` (and `earshot` alone): move focus and hear what VoiceOver says.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move focus with the keyboard and hear what VoiceOver says (the default command).",
        discussion: """
            On a terminal: arrows swipe, Up/Down move by the rotor, Tab turns the rotor, Enter \
            double taps, Escape scrubs, / opens the command line, ? lists the keys. Otherwise, \
            or with --script, commands are read line by line and what is said is printed.
              earshot repl samples/settings.yaml
              printf 'next\\nnext\\nincrement\\n' | earshot repl samples/settings.yaml
            \(REPL.exitStatusHelp)
            """)

    @Argument(help: "A screen file (YAML or JSON); without one, the built-in sample app.")
    var file: String?

    @Option(help: "Run the commands in this file, one a line, and print what is said.")
    var script: String?

    @Option(help: "The locale VoiceOver speaks in, e.g. en-US, zh-Hans, ru.")
    var locale = "en-US"

    @Flag(help: "Do not play through the sound device (EARSHOT_AUDIO=none does the same).")
    var noAudio = false

    @Option(help: "Record everything spoken into this WAV file.")
    var record: String?

    @Flag(help: "In a script, print the screen's map after each command that says something.")
    var map = false

    func run() throws {
        let audio = !noAudio && ProcessInfo.processInfo.environment["EARSHOT_AUDIO"] != "none"
        let options = REPLOptions(
            file: file, script: script, locale: locale, audio: audio, record: record, showsMap: map)
        let status = REPL.run(options)
        if status != 0 { throw ExitCode(status) }
    }
}
