import ArgumentParser

/// The help of a command that has a default subcommand (`earshot`, `earshot listen`, `earshot
/// bench`), completed with that subcommand's usage, arguments and options: the argument parser
/// shows only the command's own, though the command line takes the default's as well
/// (`earshot listen APP --jobs 2` is `earshot listen app APP --jobs 2`).
enum DefaultSubcommandHelp {
    /// `message`, the help the argument parser wrote, followed by the default subcommand's usage,
    /// arguments and options when it is the help of a command that has one; else `message`.
    static func completing(_ message: String) -> String {
        for (path, command, subcommand) in commandsWithDefault(under: Earshot.self, path: "earshot")
        where message == Earshot.helpMessage(for: command) {
            let help = Earshot.helpMessage(for: subcommand)
            let usage = help.range(of: "USAGE:").map { help[$0.lowerBound...] } ?? help[...]
            return message + "\n\nWithout a subcommand, `\(path) …` is `\(path) \(subcommand._commandName) …`:\n\n"
                + usage
        }
        return message
    }

    /// `command` and every command under it that has a default subcommand, each with the words
    /// that run it and its default.
    private static func commandsWithDefault(
        under command: any ParsableCommand.Type, path: String
    ) -> [(
        path: String, command: any ParsableCommand.Type, subcommand: any ParsableCommand.Type
    )] {
        let configuration = command.configuration
        let own = configuration.defaultSubcommand.map { [(path, command, $0)] } ?? []
        return own
            + configuration.subcommands.flatMap {
                commandsWithDefault(under: $0, path: "\(path) \($0._commandName)")
            }
    }
}
