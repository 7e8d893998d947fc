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
    /// Each completion replaces `word`. nil: complete a file name instead. What each command
    /// takes is declared with it in ``CommandCatalog``.
    func completions(before: String, word: String) -> [String]? {
        let words = before.split(separator: " ").map(String.init)
        guard let name = words.first else { return Self.starting(with: word, CommandCatalog.names) }
        guard let spec = CommandCatalog.spec(named: name) else { return [] }
        let argument = String(before.drop { $0 == " " }.dropFirst(name.count).drop { $0 == " " })
        let position = words.count - 1
        switch spec.completion {
        case .nothing: return []
        case .words(let lists): return position < lists.count ? Self.starting(with: word, lists[position]) : []
        case .wordThenFile(let first):
            guard position == 0 else { return nil }
            let matches = Self.starting(with: word, first)
            return matches.isEmpty ? nil : matches
        case .file: return nil
        case .screens: return Self.continuing(argument, word, context.screens)
        case .elements: return Self.continuing(argument, word, context.elements)
        case .locales: return Self.starting(with: word, context.locales)
        case .commandName: return position == 0 ? Self.starting(with: word, CommandCatalog.names) : []
        case .sayOptions: return sayCompletions(previous: words.last ?? "", word: word)
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
