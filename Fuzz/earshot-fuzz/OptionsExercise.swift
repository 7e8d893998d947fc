import AccessibilityModel
import AppFiles
import Audit
import Foundation
import ScreenFiles

@testable import EarshotCommands

/// The command line as a person types it, and the audit's project file: the input's lines are
/// the arguments, after a command chosen by the first byte (so that most inputs reach some
/// command's options), up to a line `---`; what follows it is an `earshot-audit.yaml`. What
/// parses and validates is used as far as the options go, as the commands use them: the audit's
/// thresholds (the project file's, then the options') over a sample app, `listen`'s workers and
/// duration ratio, the speech options of `say` and `describe`.
enum OptionsExercise {
    /// Commands whose options take numbers, lists or files.
    static let commands: [[String]] = [
        ["audit", "samples/rating.yaml"], ["listen", "samples/rating.yaml"], ["say", "hello"],
        ["describe", "--label", "Play"], ["serve"], ["transcript", "samples/rating.yaml"], ["repl"],
        ["bench", "navigation"], ["bench", "serve"], ["bench", "long-run"], ["import"], ["check"],
    ]

    /// The sample app the thresholds are tried on: touch targets, labels, hints and an order.
    static let app: App = {
        do {
            return try ScreenFileLoader.load(url: URL(fileURLWithPath: "samples/settings.yaml")).app
        } catch {
            fatalError("run the fuzz targets from the checkout: \(error)")
        }
    }()

    static let projectFile = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("earshot-fuzz-\(getpid())-earshot-audit.yaml")

    static func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let parts = text.components(separatedBy: "\n---\n")
        var lines = parts[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return }
        let command = commands[Int(lines.removeFirst().utf8.first ?? 0) % commands.count]
        var project = AuditProjectFile()
        if parts.count > 1 {
            do {
                try Data(parts.dropFirst().joined(separator: "\n---\n").utf8).write(to: projectFile)
                project = try AuditProjectFile.read(url: projectFile)
            } catch let error as LoadError {
                error.diagnostics.forEach(ScreenFileExercise.check)
                return
            } catch {
                fatalError("cannot write \(projectFile.path): \(error)")
            }
        }
        // A project file or a script named on the command line is not read: only the text above.
        let arguments = command + lines.filter { !$0.hasPrefix("--config") && !$0.hasPrefix("--script") }
        guard let parsed = try? Earshot.parseAsRoot(arguments) else { return }
        switch parsed {
        case let audit as AuditCommand:
            let auditor = Auditor(
                rules: AuditRules.configured(AuditRules.audit, for: project), settings: audit.settings(project),
                voices: WholePathExercise.voices
            )
            _ = try? auditor.audit(app, locales: ["en-US"])
        case let listen as ListenAppCommand:
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let workers = ListenAppCommand.workers(asked: listen.jobs, cores: cores).count
            guard (1...ListenAppCommand.jobsPerCore * cores).contains(workers) else {
                fatalError("--jobs \(listen.jobs.map(String.init) ?? "default") gave \(workers) workers")
            }
            _ = try? listen.report.durationRatio(beside: nil)
        case let say as SayCommand:
            _ = say.prosody.speechOptions(locale: "en-US")
        case let describe as DescribeCommand:
            _ = describe.prosody.speechOptions(locale: "en-US")
        default:
            break
        }
    }
}
