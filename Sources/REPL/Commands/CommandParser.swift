import AccessibilityModel
import Foundation
import Reporting

/// Reads one line of command mode or of a script into a ``Command``.
enum CommandParser {
    /// The command on `line`; nil for a blank line or a `#` comment. A leading `/` or `:` (the
    /// keys that open the command line) is allowed. Throws a ``CommandError`` that says what to
    /// type instead.
    static func parse(_ line: String) throws(CommandError) -> Command? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.first == "/" || text.first == ":" { text.removeFirst() }
        guard !text.hasPrefix("#") else { return nil }
        let words = try Words.split(text)
        guard let name = words.first?.lowercased() else { return nil }
        guard let spec = CommandCatalog.spec(named: name) else { throw unknown(name) }
        let arguments = CommandSpec.Arguments(words: Array(words.dropFirst()), command: name, usage: spec.usage)
        do {
            return try spec.parse(arguments)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(name): \(error)")
        }
    }

    /// The lines of `help` or `help COMMAND`.
    static func help(_ topic: String?) throws(CommandError) -> [String] {
        guard let topic else {
            let width = CommandCatalog.all.map(\.usage.count).max() ?? 0
            return ["Commands (help COMMAND for more; keys: press ? in key mode):"]
                + CommandCatalog.all.map { spec in
                    "  " + spec.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + spec.summary
                }
                + ["In a script, # after a space starts a comment. " + REPL.exitStatusHelp]
        }
        let name = topic.split(separator: " ").first.map { String($0).lowercased() } ?? topic
        guard let spec = CommandCatalog.spec(named: name) else { throw unknown(name) }
        return spec.help
    }

    private static func unknown(_ name: String) -> CommandError {
        if let nearest = CommandCatalog.names.nearest(to: name) {
            return CommandError(
                "unknown command '\(name.quotedForMessage())'; did you mean '\(nearest)'? (help lists them all)")
        }
        return CommandError("unknown command '\(name.quotedForMessage())'; type help for the list of commands")
    }
}
