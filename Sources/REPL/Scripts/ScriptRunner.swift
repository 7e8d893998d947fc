import Reporting
import UtteranceRendering

/// Runs commands line by line (a walkthrough file, or standard input when it is not a
/// terminal) and prints everything said as text: each utterance's description, then its hint
/// indented. Errors go to `errorOutput` as "line N: …" and the script carries on; the exit
/// status is 0 only when every command worked, else the first failure's (see ``REPL``). Speech
/// that could not be said is one line on `errorOutput` (`earshot: speech failed: …`) after the
/// command that found it, and does not change the status. Nothing waits for audio unless the
/// script says `wait`.
struct ScriptRunner {
    let session: REPLSession
    let style: DisplayStyle
    /// Print the map after each command that says something (`--map`), this many columns wide.
    let mapColumns: Int?
    let output: (String) -> Void
    let errorOutput: (String) -> Void

    /// Runs `lines` and returns the exit status: success, or that of the first command that
    /// failed.
    func run(_ lines: some Sequence<String>) -> ExitStatus {
        var status = ExitStatus.success
        show(session.start())
        for (index, line) in lines.enumerated() {
            do {
                guard let response = try session.run(line) else { continue }
                show(response)
                if response.quits { break }
            } catch {
                if status == .success { status = error.exitStatus }
                errorOutput("line \(index + 1): \(error.message)")
                for detail in error.details { errorOutput(detail) }
            }
        }
        if let failure = session.speech.takeFailure() { errorOutput("earshot: \(failure)") }
        return status
    }

    private func show(_ response: Response) {
        for line in response.said.flatMap(UtteranceFormat.lines.render) where line.width > 0 { print(line) }
        for line in response.lines { print(line) }
        if let failure = response.speechFailure { errorOutput("earshot: \(failure)") }
        if response.showsMap || (mapColumns != nil && !response.said.isEmpty) {
            let navigation = session.navigation
            let map = ScreenMap(screen: navigation.screen, focus: navigation.focus, glyphs: style.glyphs)
            for line in map.draw(columns: mapColumns ?? Self.defaultMapColumns, rows: Self.unlimitedRows) {
                print(line)
            }
        }
        session.speechWasHeard()
    }

    private func print(_ line: StyledText) {
        output(line.rendered(colour: style.colour))
    }

    /// The map's width when the script did not ask for one.
    static let defaultMapColumns = 40
    /// A map in a script is as tall as its width makes it.
    private static let unlimitedRows = 1000
}
