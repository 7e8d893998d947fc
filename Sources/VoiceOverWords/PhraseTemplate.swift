import Foundation

/// A phrase split into literal text and `%@` / `%n$@` placeholders (`%%` is a literal percent).
struct PhraseTemplate: Sendable, Hashable {
    enum Token: Sendable, Hashable {
        case text(String)
        /// A zero-based argument index.
        case argument(Int)
    }

    let tokens: [Token]

    /// Parses `phrase`; nil when a `%` starts something other than `%@`, `%n$@` or `%%`.
    init?(_ phrase: String) {
        var tokens: [Token] = []
        var literal = ""
        var nextSequential = 0
        var characters = phrase[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                literal.append("%")
                continue
            }
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            let index: Int
            if digits.isEmpty {
                index = nextSequential
                nextSequential += 1
            } else {
                guard let position = Int(digits), position > 0,
                    characters.dropFirst(digits.count).first == "$"
                else { return nil }
                characters = characters.dropFirst(digits.count + 1)
                index = position - 1
            }
            guard characters.popFirst() == "@" else { return nil }
            if !literal.isEmpty { tokens.append(.text(literal)) }
            literal = ""
            tokens.append(.argument(index))
        }
        if !literal.isEmpty { tokens.append(.text(literal)) }
        self.tokens = tokens
    }

    /// The distinct argument indices the phrase uses, sorted.
    var argumentIndices: [Int] {
        Set(tokens.compactMap { if case .argument(let index) = $0 { index } else { nil } }).sorted()
    }

    /// The phrase with each placeholder replaced by its argument.
    func filled(with arguments: [String]) -> String {
        tokens.map { token in
            switch token {
            case .text(let text): text
            case .argument(let index): arguments[index]
            }
        }.joined()
    }

    /// The literal text before and after the first placeholder, trimmed of spaces, so a phrase
    /// that wraps a description ("Selected: %@") can be spoken as segments around it.
    var aroundFirstArgument: (before: String, after: String) {
        guard
            let split = tokens.firstIndex(where: { if case .argument = $0 { true } else { false } })
        else { return (PhraseTemplate.text(of: tokens[...]), "") }
        return (
            PhraseTemplate.text(of: tokens[..<split]),
            PhraseTemplate.text(of: tokens[(split + 1)...])
        )
    }

    private static func text(of tokens: ArraySlice<Token>) -> String {
        tokens.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            .trimmingCharacters(in: .whitespaces)
    }
}
