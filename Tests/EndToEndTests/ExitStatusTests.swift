import Foundation
import Reporting
import Testing

/// One exit status for one kind of failure, in every command, documented where people look.
@Suite struct ExitStatusTests {
    static let rating = Earshot.samples.appendingPathComponent("rating.yaml").path

    @Test func describeWithoutAnElementIsAUsageError() throws {
        let run = try Earshot.run("describe")
        #expect(run.status == ExitStatus.usageError.rawValue)
        #expect(run.errors.contains("describe needs an element: give --label, --value, --hint or --traits"))
    }

    /// The same mistake, an unknown or malformed locale, ends every command the same way.
    @Test(arguments: [
        ["describe", "--label", "Hi"], ["say", "hi", "--no-audio"], ["transcript", rating],
        ["repl", rating, "--no-audio"],
    ])
    func anUnknownLocaleIsAUsageErrorEverywhere(command: [String]) throws {
        for locale in ["xx", "en-US;rm"] {
            let run = try Earshot.run(Earshot.executable, command + ["--locale", locale])
            #expect(run.status == ExitStatus.usageError.rawValue, "\(command) --locale \(locale)")
            #expect(run.errors.contains("unknown locale '\(locale)'; available: ar, de, en-GB, en-US"))
        }
    }

    @Test func aFallbackLocaleIsStatedOnStandardError() throws {
        let run = try Earshot.run("transcript", Self.rating, "--locale", "zh-Hant")
        #expect(run.status == 0)
        #expect(run.errors.contains("no voice file for 'zh-Hant'; speaking it as zh-Hans"))
    }

    /// A screen file that is missing is an input error in `transcript`, in the REPL's script
    /// mode and in `check`; a file with problems is a finding for `check`.
    @Test func aMissingScreenFileIsAnInputErrorEverywhere() throws {
        let missing = "/nonexistent/screen.yaml"
        for command in [["transcript", missing], ["repl", missing, "--no-audio"], ["check", missing]] {
            let run = try Earshot.run(Earshot.executable, command)
            #expect(run.status == ExitStatus.inputError.rawValue, "\(command)")
            #expect(run.errors.contains("\(missing):1:1: error: cannot read the file"))
        }
        let script = try Earshot.run("repl", Self.rating, "--script", "/nonexistent/script.txt")
        #expect(script.status == ExitStatus.inputError.rawValue)
        #expect(script.errors.contains("cannot read the script /nonexistent/script.txt"))
    }

    @Test func anUnknownScreenOrBadOptionValueIsAUsageError() throws {
        let screen = try Earshot.run("transcript", Self.rating, "--screen", "nope")
        #expect(screen.status == ExitStatus.usageError.rawValue)
        #expect(screen.errors == "earshot: no screen named 'nope'; screens: rating\n")
        for arguments in [["say", "hi", "--pitch", "101"], ["transcript", Self.rating, "--format", "xml"]] {
            #expect(try Earshot.run(Earshot.executable, arguments).status == ExitStatus.usageError.rawValue)
        }
    }

    /// Without voice files on disk, nor anywhere to unpack its own copy, Earshot cannot speak:
    /// unavailable, saying where it looked and how to point it at them.
    @Test func missingVoiceFilesAreUnavailable() throws {
        let directory = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lone = directory.appendingPathComponent("earshot")
        try FileManager.default.copyItem(at: Earshot.executable, to: lone)
        let blocked = directory.appendingPathComponent("blocked")
        try Data().write(to: blocked)
        let run = try Earshot.run(
            lone, ["say", "hi", "--no-audio"],
            environment: ["XDG_CACHE_HOME": blocked.path, "TMPDIR": blocked.appendingPathComponent("tmp").path],
            in: directory)
        #expect(run.status == ExitStatus.unavailable.rawValue)
        #expect(run.errors.hasPrefix("earshot: cannot find Earshot's 'voices' directory (looked in "))
        #expect(run.errors.contains("set EARSHOT_HOME"))
        let overridden = try Earshot.run(
            lone, ["describe", "--label", "Hi", "--traits", "button"],
            environment: ["EARSHOT_HOME": Earshot.checkout.path], in: directory)
        #expect(overridden.status == 0)
        #expect(overridden.output == "Hi. Button.\n\n")
    }

    /// `earshot --help`, every command's `--help` and the README show the same table.
    /// An error that none of Earshot's names (here a folder that cannot be made under /dev/full)
    /// is an internal error, 70, in one plain line: never 1, which means findings, and never
    /// Foundation's dump of its domain and dictionary.
    @Test func anErrorNoStatusNamesIsAnInternalErrorInOneLine() throws {
        let run = try Earshot.run("bench", "listen", "--directory", "/dev/full/x")
        #expect(run.status == ExitStatus.internalError.rawValue, "\(run.errors)")
        #expect(run.errors == "earshot: internal error: /dev/full/x: cannot be written\n")
    }

    /// A file that does not load is reported as its located diagnostics by every command, each
    /// line starting with the place, as `file:line:column` matchers read it.
    @Test(arguments: ["transcript", "check", "audit"])
    func locatedDiagnosticsStartWithTheirPlace(command: String) throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.yaml").path
        try "screens:\n  - name: home\n    elements:\n      - {accessibilityLabel: Hi, nonsense: 1}\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let run = try Earshot.run(command, file)
        #expect([ExitStatus.inputError.rawValue, ExitStatus.findings.rawValue].contains(run.status))
        let lines = run.errors.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("\(file):") }, "\(run.errors)")
    }

    @Test func theTableIsInTheHelpAndTheReadme() throws {
        let readme = try String(
            contentsOf: Earshot.checkout.appendingPathComponent("README.md"), encoding: .utf8)
        for command in [[], ["say"], ["describe"], ["transcript"], ["check"], ["repl"]] {
            let help = try Earshot.run(Earshot.executable, command + ["--help"])
            #expect(help.status == 0)
            for status in ExitStatus.allCases {
                let words = status.description.split(separator: " ").prefix(3).joined(separator: " ")
                #expect(help.output.contains("  \(status.rawValue)"), "\(command) \(status)")
                #expect(help.output.contains(words), "\(command) \(status)")
            }
        }
        for status in ExitStatus.allCases {
            #expect(readme.contains("| \(status.rawValue) | \(status.description) |"), "README: \(status)")
        }
    }
}
