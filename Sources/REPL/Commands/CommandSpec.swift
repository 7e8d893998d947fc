/// One command of the REPL: its names, how to write it, what it does, and how its words parse.
struct CommandSpec: Sendable {
    /// The command's name first, then its aliases.
    let names: [String]
    /// How to write it: "touch X Y".
    let usage: String
    /// One line saying what it does.
    let summary: String
    /// More lines for `help COMMAND`, when one line is not enough.
    let details: [String]
    /// The words after the command's name → the command; throws ``CommandError``.
    let parse: @Sendable (Arguments) throws -> Command
    /// What Tab offers for the words after the name.
    var completion = ArgumentCompletion.nothing

    init(
        _ names: [String], usage: String? = nil, _ summary: String, details: [String] = [],
        parse: @escaping @Sendable (Arguments) throws -> Command
    ) {
        self.names = names
        self.usage = usage ?? names[0]
        self.summary = summary
        self.details = details
        self.parse = parse
    }

    /// A command that takes no words.
    init(_ names: [String], _ summary: String, command: Command) {
        self.init(names, summary) { arguments in
            guard arguments.words.isEmpty else {
                throw CommandError("'\(arguments.command)' takes nothing after it; type just \(arguments.command)")
            }
            return command
        }
    }

    var name: String { names[0] }

    /// The lines `help COMMAND` prints.
    var help: [String] {
        var lines = ["\(usage) — \(summary)"]
        if names.count > 1 { lines.append("also: \(names.dropFirst().joined(separator: ", "))") }
        return lines + details
    }

    /// The words after a command's name, with the ways commands read them.
    struct Arguments {
        let words: [String]
        /// The command's name, for messages.
        let command: String
        let usage: String

        /// Everything as one text ("focus Blue in Green"); throws with the usage when empty.
        func text() throws(CommandError) -> String {
            let text = words.joined(separator: " ")
            guard !text.isEmpty else { throw CommandError("'\(command)' needs more: \(usage)") }
            return text
        }

        /// One word, which must be one of `choices` (any case).
        func choice<T>(_ choices: KeyValuePairs<String, T>) throws(CommandError) -> T {
            try choice(Array(choices))
        }

        /// The words, which must be one of `choices` (any case; a choice may be several words). A
        /// wrong choice is told the keys of `choices`, or `named` when given.
        func choice<T>(_ choices: [(key: String, value: T)], named: [String]? = nil) throws(CommandError) -> T {
            let text = words.joined(separator: " ").lowercased()
            guard let match = choices.first(where: { $0.key == text }) else {
                let names = named ?? choices.map(\.key)
                let listed =
                    names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
                throw CommandError("'\(command)' takes \(listed), e.g. \(command) \(names[0])")
            }
            return match.value
        }

        /// Nothing, or a whole number within `range`.
        func number(in range: ClosedRange<Int>) throws(CommandError) -> Int? {
            guard let word = words.first else { return nil }
            guard words.count == 1, let value = Int(word), range.contains(value) else {
                throw CommandError(
                    "'\(command)' takes a whole number from \(range.lowerBound) to \(range.upperBound), "
                        + "e.g. \(command) \((range.lowerBound + range.upperBound) / 2 + 10)")
            }
            return value
        }

        /// Nothing, on or off.
        func toggle() throws(CommandError) -> Bool? {
            words.isEmpty ? nil : try choice(["on": true, "off": false])
        }

        /// An overlay's switch: nothing or on shows it, off hides it, toggle (nil) turns it over.
        func overlaySwitch() throws(CommandError) -> Bool? {
            words.isEmpty ? true : try choice(["on": true, "off": false, "toggle": nil])
        }
    }
}
