import AppFiles
import ArgumentParser
import Foundation
import Logging
import Readings
import Reporting
import ScreenFiles
import SpeechBridge
import Synchronization
import Workshop

/// `earshot serve`: the workshop view in a browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show the phone, VoiceOver's focus and captions in a browser, and play its speech there.",
        discussion: """
            Open the address it prints. Arrows, Tab, Enter, Escape, m, r, Home/End and Space work as in \
            the REPL's key mode; a click touches, a double click activates. The file is read again \
            whenever it, a file it includes or a strings table changes. A PNG beside FILE with its \
            name (page.xml, page.png) or given with --screenshot is drawn under the start screen. \
            Speech is synthesised by --synth-workers processes, one per core by default. \
            Bound beyond loopback (--host 0.0.0.0), the server needs the access \
            token it prints in the address. Ctrl-C stops it. Example:
              earshot serve samples/app.yaml --locale ru

            \(HelpText.exitStatuses)
            """)

    @Argument(help: "A screen file or a capture (default: the built-in sample app).")
    var file: String?

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on; anything beyond loopback needs the printed token.")
    var host = "127.0.0.1"

    @OptionGroup var locale: LocaleOption

    @Option(help: "The most sessions at once (the presenter's and participants' own).")
    var maxSessions = WorkshopLimits().maximumSessions

    @Option(help: "The most pages that may follow one session (each takes about 350 kbit/s of audio).")
    var maxFollowers = WorkshopLimits().maximumPagesPerSession - 1

    @Option(help: "A PNG of the real screen, drawn under the start screen (default: FILE's name with .png, if any).")
    var screenshot: String?

    @OptionGroup var synthesisWorkers: SynthesisWorkersOption

    @Flag(help: "Log every connection and request on standard error.")
    var verbose = false

    func validate() throws {
        try WholeNumberOption("--port", 0...65535).check(port)
        try WholeNumberOption("--max-sessions", 1...10_000).check(maxSessions)
        try WholeNumberOption("--max-followers", 0...100_000).check(maxFollowers)
    }

    func run() async throws {
        let voices = try locale.voices()
        let profile = try locale.resolve(in: voices)
        Readings.prepare(locale: profile.locale)
        let url = try file.map(InputFile.url) ?? ScreenFileLoader.defaultSample()
        // A screenshot named on the command line that cannot be shown is a mistyped path or the
        // wrong file: the server does not start without it.
        if let screenshot, let problem = ScreenshotFile.problem(at: URL(fileURLWithPath: screenshot)) {
            Edge.standardError("\(screenshot): error: the screenshot \(problem); give --screenshot a PNG")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        var limits = WorkshopLimits()
        limits.maximumSessions = maxSessions
        limits.maximumPagesPerSession = maxFollowers + 1
        let configuration = WorkshopConfiguration(
            file: url, host: host, port: port, locale: profile.locale, limits: limits,
            screenshot: screenshot.map { URL(fileURLWithPath: $0) },
            synthesis: synthesisWorkers.plan(speaking: locale.locale)
        ).securing()
        let server = WorkshopServer(configuration: configuration, voices: voices)
        for diagnostic in server.loadDiagnostics { Edge.standardError(diagnostic) }
        // A file with errors is served (the page shows them until the file is fixed); a file
        // that is not there is a mistyped path.
        guard FileManager.default.fileExists(atPath: url.path) else { throw ExitCode(ExitStatus.inputError.rawValue) }
        var logger = Logger(label: "earshot.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = verbose ? .info : .warning
        // The address nobody can read is a server nobody can use: it stops, and the run fails.
        let unwritten = Mutex<OutputError?>(nil)
        do {
            try await server.run(logger: logger) { port in
                var lines = ["Earshot workshop: open \(configuration.url(port: port))"]
                let addresses = configuration.addresses(port: port)
                if !addresses.isEmpty {
                    lines.append(
                        "It listens on every address of this machine; open the one the room's network reaches:")
                    lines += addresses.map { "  \($0.url)  (\($0.interface))" }
                }
                if configuration.token != nil {
                    let which = addresses.isEmpty ? "The address carries" : "Each address carries"
                    lines.append("\(which) this run's access token; share it only with the room.")
                }
                lines.append("Ctrl-C stops the server.")
                // Written at once and flushed: a script waiting for the address reads it now.
                do throws(OutputError) {
                    try StandardStream.output.writeLine(lines.joined(separator: "\n"))
                } catch {
                    unwritten.withLock { $0 = error }
                    kill(getpid(), SIGTERM)
                }
            }
        } catch {
            throw Failure(.unavailable, "cannot serve on \(host):\(port): \(error)")
        }
        if let failure = unwritten.withLock({ $0 }) { throw failure }
    }
}
