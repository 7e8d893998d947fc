import Foundation

/// A command of the `earshot` executable as the executable describes it
/// (`earshot --experimental-dump-help`, the argument parser's JSON): its name, its arguments and
/// its subcommands, so that a test can go through every command there is.
public struct EarshotCommandTree: Decodable, Sendable {
    public var commandName: String
    /// Whether the command is listed in its parent's help (the worker modes are not).
    public var shouldDisplay: Bool
    public var defaultSubcommand: String?
    public var subcommands: [EarshotCommandTree]?
    public var arguments: [Argument]?

    /// An argument, an option or a flag.
    public struct Argument: Decodable, Sendable {
        public struct Name: Decodable, Sendable {
            public var kind: String
            public var name: String
        }

        /// `positional`, `option` or `flag`.
        public var kind: String
        public var shouldDisplay: Bool
        public var valueName: String?
        public var names: [Name]?

        /// How a command line and the help write it: `--jobs`, `-h` (every name of an option or a
        /// flag), or `<file>` (a positional argument).
        public var spellings: [String] {
            guard kind != "positional" else { return ["<\(valueName ?? "")>"] }
            return (names ?? []).map { ($0.kind == "long" ? "--" : "-") + $0.name }
        }
    }

    private struct Dump: Decodable {
        var command: EarshotCommandTree
    }

    /// The root command, `earshot`, read from the executable the tests run.
    public static func root() throws -> EarshotCommandTree {
        let run = try ProgramRun(EarshotExecutable.url, ["--experimental-dump-help"])
        return try JSONDecoder().decode(Dump.self, from: Data(run.output.utf8)).command
    }

    /// This command and every command under it, each with the words after `earshot` that name it.
    public func all(path: [String] = []) -> [(path: [String], command: EarshotCommandTree)] {
        [(path, self)] + (subcommands ?? []).flatMap { $0.all(path: path + [$0.commandName]) }
    }

    public func subcommand(_ name: String) -> EarshotCommandTree? {
        subcommands?.first { $0.commandName == name }
    }

    /// The arguments a command line naming this command takes: its own and, when it has a
    /// default subcommand, the default's (`earshot listen APP --jobs 2` runs `listen app`).
    public var acceptedArguments: [Argument] {
        (arguments ?? []) + (defaultSubcommand.flatMap(subcommand)?.acceptedArguments ?? [])
    }
}
