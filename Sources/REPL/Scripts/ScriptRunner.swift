import Reporting
import UtteranceRendering

/// Runs commands line by line (a walkthrough file, or standard input when it is not a
/// terminal) and prints everything said as text: each utterance's description, then its hint
/// indented. Errors go to `errorOutput` as "line N: …" and the script carries on; the exit
/// status is 0 only when every command worked, else the first failure's (see ``REPL``). Speech
/// that could not be said is one line on `errorOutput` (`earshot: speech failed: …`) after the
/// command that found it, and fails the script as a failed command does. Nothing waits for audio unless the
/// script says `wait`. When `output` cannot be written the script stops with status 74.
struct ScriptRunner {
    let session: REPLSession
    let style: DisplayStyle
    /// Print the map after each command that says something (`--map`), this many columns wide.
    let mapColumns: Int?
    let output: (String) throws(OutputError) -> Void
    let errorOutput: (String) -> Void

    /// Runs `lines` and returns the exit status: success, or that of the first command that
    /// failed.
    func run(_ lines: some Sequence<String>) -> ExitStatus {
        var status = ExitStatus.success
        do throws(OutputError) {
            try show(session.start())
            for (index, line) in lines.enumerated() {
                let response: Response?
                do throws(CommandError) {
                    response = try session.run(line)
                } catch {
                    if status == .success { status = error.exitStatus }
                    errorOutput("line \(index + 1): \(error.message)")
                    for detail in error.details { errorOutput(detail) }
                    continue
                }
                guard let response else { continue }
                try show(response)
                status = report(response.speechFailure, status: status)
                if response.quits { break }
            }
        } catch {
            errorOutput("earshot: \(error.description)")
            return .outputError
        }
        return report(session.speech.takeFailure(), status: status)
    }

    private func show(_ response: Response) throws(OutputError) {
        for line in response.said.flatMap(UtteranceFormat.lines.render) where line.width > 0 { try print(line) }
        for line in response.lines { try print(line) }
        if response.showsMap || (mapColumns != nil && !response.said.isEmpty) {
            let navigation = session.navigation
            let map = ScreenMap(
                screen: navigation.screen, focus: navigation.focus, glyphs: style.glyphs, overlay: session.mapOverlay)
            for line in map.draw(columns: mapColumns ?? Self.defaultMapColumns, rows: Self.unlimitedRows) {
                try print(line)
            }
        }
        session.speechWasHeard()
    }

    /// Says `failure`, if any, and returns the script's status with it: the first failure's.
    func report(_ failure: SpeechFailure?, status: ExitStatus) -> ExitStatus {
        guard let failure else { return status }
        errorOutput("earshot: \(failure.message)")
        return status == .success ? failure.status : status
    }

    private func print(_ line: StyledText) throws(OutputError) {
        try output(line.rendered(colour: style.colour))
    }

    /// The map's width when the script did not ask for one.
    static let defaultMapColumns = 40
    /// A map in a script is as tall as its width makes it.
    private static let unlimitedRows = 1000
}
