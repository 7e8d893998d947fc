import Foundation
import TestSupport
import Testing

/// Each command's `--help` shows what its command line takes, and says what the code does.
@Suite struct CommandHelpTests {
    /// Every command and subcommand's help, asked either way (`earshot listen --help`, `earshot
    /// help listen`), shows each of its arguments and options, and those of its default
    /// subcommand, which the same command line takes (`earshot listen APP --jobs 2`).
    @Test func everyCommandsHelpShowsWhatItsCommandLineTakes() throws {
        // Every command listed, but the argument parser's own `help`, which is how help is asked.
        let commands = try EarshotCommandTree.root().all().filter { $0.command.shouldDisplay && $0.path != ["help"] }
        #expect(commands.count >= 20)
        for (path, command) in commands {
            let name = (["earshot"] + path).joined(separator: " ")
            let help = try Earshot.run(Earshot.executable, path + ["--help"])
            #expect(help.status == 0, "\(name) --help: \(help.errors)")
            let rows = help.output.split(separator: "\n").map { $0.drop { $0 == " " } }
            for argument in command.acceptedArguments where argument.shouldDisplay {
                let shown = argument.spellings.contains { spelling in
                    rows.contains { $0 == spelling || $0.hasPrefix(spelling + " ") || $0.hasPrefix(spelling + ",") }
                }
                #expect(shown, "\(name) --help does not show \(argument.spellings)")
            }
            let asked = try Earshot.run(Earshot.executable, ["help"] + path)
            #expect(asked.output == help.output, "\(name): help asked with `help` differs")
        }
    }

    /// The limits `--jobs` states are those docs/limits.md gives, which the code holds.
    @Test func listensJobsHelpStatesTheRealCaps() throws {
        let limits = try String(
            contentsOf: Earshot.checkout.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        let row = try #require(limits.split(separator: "\n").first { $0.contains("`earshot listen --jobs N`") })
        let perCore = try #require(row.firstMatch(of: /(\d+) per core/)?.1)
        let elements = try #require(row.firstMatch(of: /(\d+) elements of a screen in a locale/)?.1)
        let help = try Earshot.run("listen", "--help").output.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        #expect(help.contains("at most \(perCore) per core"), "\(help)")
        #expect(help.contains("up to \(elements) elements of one screen in one locale"), "\(help)")
    }

    /// `import --help` names every capture format docs/captures.md lists.
    @Test func importsHelpNamesEveryCaptureFormat() throws {
        let captures = try String(
            contentsOf: Earshot.checkout.appendingPathComponent("docs/captures.md"), encoding: .utf8)
        let table = captures.split(separator: "\n").drop { !$0.hasPrefix("| format |") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
        let formats = table.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
            .map { $0.replacingOccurrences(of: "`", with: "") }
        #expect(formats.count >= 4)
        let help = try Earshot.run("import", "--help").output.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        for format in formats {
            #expect(help.contains(format), "\(format)")
        }
    }
}
