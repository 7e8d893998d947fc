import Navigation

/// The commands of the gestures in ``GestureList``, in its order: a gesture whose command is one
/// word is a command of its own (`next`, with its aliases `right`); gestures whose commands start
/// with the same word are one command taking the rest (`rotor next`, `rotor up`).
enum GestureCommands {
    static let specs: [CommandSpec] = {
        var specs: [CommandSpec] = []
        var grouped: Set<String> = []
        for entry in GestureList.all {
            guard entry.words.count > 1 else {
                specs.append(single(entry))
                continue
            }
            if grouped.insert(entry.words[0]).inserted { specs.append(group(entry.words[0])) }
        }
        return specs
    }()

    /// A one-word gesture, by its word and its one-word aliases.
    private static func single(_ entry: GestureList.Entry) -> CommandSpec {
        let names = ([entry.words] + entry.aliases).filter { $0.count == 1 }.map { $0[0] }
        return CommandSpec(names, entry.help, command: .gesture(entry.gesture))
    }

    /// A member of a group: the words after the group's word, and its entry.
    private struct Member {
        let rest: String
        let entry: GestureList.Entry
    }

    /// The gestures written `word …`: those whose command starts with `word`, then those with
    /// an alias that does, one word each (`rotor up`, whose command is `up`).
    private static func members(of word: String) -> (shown: [Member], all: [Member]) {
        func member(_ words: [String], _ entry: GestureList.Entry) -> Member? {
            guard words.count > 1, words[0] == word else { return nil }
            return Member(rest: words.dropFirst().joined(separator: " "), entry: entry)
        }
        let commands = GestureList.all.compactMap { member($0.words, $0) }
        let aliases = GestureList.all.flatMap { entry in entry.aliases.compactMap { member($0, entry) } }
        let others = aliases.filter { alias in !commands.contains { $0.entry.gesture == alias.entry.gesture } }
        return (commands + others, commands + aliases)
    }

    private static func group(_ word: String) -> CommandSpec {
        let (shown, all) = members(of: word)
        let rests = shown.map(\.rest)
        let keys = shown.compactMap(\.entry.key?.symbol)
        let summary = (GestureList.groups[word] ?? word) + (keys.isEmpty ? "" : " (\(keys.joined(separator: ", ")))")
        let choices = all.map { (key: $0.rest, value: Command.gesture($0.entry.gesture)) }
        return CommandSpec(
            [word], usage: "\(word) \(rests.joined(separator: "|"))", summary,
            details: shown.map { "\(word) \($0.rest) — \($0.entry.help)" }
        ) {
            try $0.choice(choices, named: rests)
        }.completing(.words(completions(rests)))
    }

    /// The words Tab offers at each position after the group's word.
    private static func completions(_ rests: [String]) -> [[String]] {
        var positions: [[String]] = []
        for words in rests.map({ $0.split(separator: " ").map(String.init) }) {
            for (position, word) in words.enumerated() {
                if positions.count == position { positions.append([]) }
                if !positions[position].contains(word) { positions[position].append(word) }
            }
        }
        return positions
    }
}
