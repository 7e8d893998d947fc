import AppFiles
import ArgumentParser
import Reporting
import SpeechBridge

/// `earshot`: every subcommand, and how a run ends.
package struct Earshot: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "earshot",
        abstract: "Hear what VoiceOver would say: a screen reader emulator speaking through espeak-ng.",
        discussion: HelpText.exitStatuses,
        version: version,
        subcommands: [
            ReplCommand.self, SayCommand.self, DescribeCommand.self, TranscriptCommand.self, CompareCommand.self,
            CheckCommand.self, VoicesCommand.self, ImportCommand.self,
            ListenCommand.self,
            AuditCommand.self, ServeCommand.self, ListenWorkerCommand.self, SynthWorkerCommand.self, BenchCommand.self,
        ],
        defaultSubcommand: ReplCommand.self)

    /// What `earshot --version` prints.
    package static let version = "0.9.0"

    package init() {}

    /// The commands that speak as soon as they have read their command line: libespeak-ng starts
    /// on its thread while the line is parsed, and their synthesis worker is then this process
    /// forked, with the library started.
    private static let speakingAtOnce: [String?] = [
        SayCommand.configuration.commandName, DescribeCommand.configuration.commandName,
    ]

    /// Runs the hidden listening worker when the command line asks for it, then ends the
    /// process; returns otherwise. Called before anything starts a thread: the worker forks a
    /// process for each work item, which is safe in a process of one thread.
    package static func runListenWorkerIfAsked(_ arguments: [String] = CommandLine.arguments) {
        guard arguments.dropFirst().first == ListenWorkerCommand.configuration.commandName else { return }
        let command: ListenWorkerCommand
        do {
            command = try ListenWorkerCommand.parse(Array(arguments.dropFirst(2)))
        } catch {
            exit(afterParsing: error)
        }
        do {
            try command.run()
        } catch {
            fail(error)
        }
        exit(withError: nil)
    }

    /// Runs the command line; a failure ends the process with its status from ``ExitStatus``
    /// and one line on standard error, `earshot: message`.
    package static func run() async {
        // Once the voices are found: a command that cannot speak only says why.
        if let name = CommandLine.arguments.dropFirst().first, speakingAtOnce.contains(name),
            (try? Edge.voices()) != nil
        {
            Synthesizer.startLibrary()
        }
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(afterParsing: error)
        }
        do {
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            fail(error)
        }
    }

    /// Ends the process after a command failed, with the error's status and one line; a file
    /// that does not load, with its located diagnostics as they are (`file:line:column: …`). An
    /// error none of Earshot's says anything of is an internal error (70), in one plain line.
    private static func fail(_ error: any Error) -> Never {
        if let load = error as? LoadError {
            for diagnostic in load.diagnostics { Edge.standardError(diagnostic.description) }
            exit(withError: ExitCode(load.exitStatus.rawValue))
        }
        if let failure = Failure(error) {
            Edge.warn(failure.description)
            exit(withError: ExitCode(failure.exitStatus.rawValue))
        }
        // The argument parser's own errors (help, usage, an explicit exit code) have a status of
        // their own; any other error would be its catch-all failure, 1, which means findings.
        if error is ExitCode || exitCode(for: error) != .failure { exit(afterParsing: error) }
        Edge.warn("internal error: \(ErrorReason.of(error))")
        exit(withError: ExitCode(ExitStatus.internalError.rawValue))
    }

    /// Ends the process as the argument parser would after one of its own errors (help, a usage
    /// error, an explicit exit code), with its text checked on the way out: help that cannot be
    /// written is an output error (74). A command's help shows its default subcommand's options
    /// too (``DefaultSubcommandHelp``).
    private static func exit(afterParsing error: any Error) -> Never {
        let code = exitCode(for: error)
        let message = DefaultSubcommandHelp.completing(fullMessage(for: error))
        if !message.isEmpty {
            if code == .success {
                do {
                    try StandardStream.output.writeLine(message)
                } catch {
                    Edge.warn(error.description)
                    exit(withError: ExitCode(ExitStatus.outputError.rawValue))
                }
            } else {
                StandardStream.error.report(message)
            }
        }
        exit(withError: code)
    }
}
