import AccessibilityModel
import Navigation

/// What the command line completes besides commands, taken from the session before each line.
struct CompletionContext: Sendable, Equatable {
    var screens: [String] = []
    /// The labels and identifiers of the reachable elements.
    var elements: [String] = []
    var locales: [String] = []
}

/// Tab completion on the command line: command names first, then each command's arguments —
/// screen names, element labels and identifiers (spaces included), locales, on/off, directions,
/// trait names; file names for `load`, `record` and `transcript save`.
struct Completer {
    let context: CompletionContext

    /// The completions of `word`, the text being completed, with `before` the line before it.
    /// Each completion replaces `word`. nil: complete a file name instead.
    func completions(before: String, word: String) -> [String]? {
        let words = before.split(separator: " ").map(String.init)
        guard let command = words.first?.lowercased() else { return Self.starting(with: word, CommandCatalog.names) }
        let argument = String(before.drop { $0 == " " }.dropFirst(command.count).drop { $0 == " " })
        switch command {
        case "screen": return Self.continuing(argument, word, context.screens)
        case "focus": return Self.continuing(argument, word, context.elements)
        case "locale": return Self.starting(with: word, context.locales)
        case "help": return words.count == 1 ? Self.starting(with: word, CommandCatalog.names) : []
        case "hints", "pitch-change": return Self.starting(with: word, ["on", "off"])
        case "scroll": return Self.starting(with: word, ScrollDirection.choices.map(\.key))
        case "rotor": return Self.starting(with: word, ["next", "previous", "up", "down"])
        case "read": return Self.starting(with: word, words.count == 1 ? ["all", "from"] : ["top"])
        case "transcript": return words.count == 1 ? Self.starting(with: word, ["save"]) : nil
        case "record": return words.count == 1 && !word.isEmpty && "stop".hasPrefix(word.lowercased()) ? ["stop"] : nil
        case "load": return nil
        case "say": return sayCompletions(previous: words.last ?? "", word: word)
        default: return []
        }
    }

    /// `say`'s options, and trait names after `--traits` (each after the last comma).
    private func sayCompletions(previous: String, word: String) -> [String] {
        if word.hasPrefix("-") { return Self.starting(with: word, ["--value", "--traits", "--hint"]) }
        guard previous == "--traits" else { return [] }
        let done = word.split(separator: ",", omittingEmptySubsequences: false).dropLast().joined(separator: ",")
        let last = String(word.dropFirst(done.isEmpty ? 0 : done.count + 1))
        let prefix = done.isEmpty ? "" : done + ","
        return Self.starting(with: last, AccessibilityTraits.named.map(\.name)).map { prefix + $0 }
    }

    /// The candidates that start with `word`; when none does, those that start with it in
    /// another case.
    static func starting(with word: String, _ candidates: [String]) -> [String] {
        let exact = candidates.filter { $0.hasPrefix(word) }
        return exact.isEmpty ? candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) } : exact
    }

    /// Candidates that may hold spaces: those starting with the whole argument typed so far
    /// (`argument` before the word, then `word`), each given from where `word` starts.
    static func continuing(_ argument: String, _ word: String, _ candidates: [String]) -> [String] {
        starting(with: argument + word, candidates).map { String($0.dropFirst(argument.count)) }
    }
}
