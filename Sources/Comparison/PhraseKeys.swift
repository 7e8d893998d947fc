import Foundation

/// VoiceOver's own phrases in a locale's voice file, found by their words: which key a part of
/// an utterance is ("Heading." is `trait.header`, "2 of 3." is `context.series`), so that a
/// difference in one names the phrase to change.
struct PhraseKeys: Sendable {
    /// A phrase's words; nil where the phrase takes a number or text (`%@`, `%1$@`).
    private typealias Template = [String?]

    private var exact: [SpokenWords: String] = [:]
    private var templates: [(key: String, words: Template)] = []
    /// Every word of every phrase but the placeholders: the words VoiceOver adds of its own.
    private(set) var words: Set<String> = []

    private static let placeholder = "earshotplaceholder"

    init(_ phrases: [String: String]) {
        for (key, phrase) in phrases.sorted(by: { $0.key < $1.key }) {
            let marked = phrase.replacingOccurrences(
                of: #"%([0-9]+\$)?@"#, with: " \(Self.placeholder) ", options: .regularExpression)
            let spoken = SpokenWords(marked)
            guard !spoken.isEmpty else { continue }
            let template: Template = spoken.words.map { $0 == Self.placeholder ? nil : $0 }
            words.formUnion(template.compactMap { $0 })
            if template.contains(nil) {
                templates.append((key, template))
            } else if exact[spoken] == nil {
                exact[spoken] = key
            }
        }
    }

    /// The key of the phrase these words are, if any.
    func key(of said: SpokenWords) -> String? {
        if let key = exact[said] { return key }
        return templates.first { template in
            template.words.count == said.words.count
                && zip(template.words, said.words).allSatisfy { expected, word in expected.map { $0 == word } ?? true }
        }?.key
    }

    /// The keys of phrases whose words occur, one after another, in `said` (which VoiceOver
    /// said and Earshot did not).
    func keys(in said: [String]) -> [String] {
        let heard = SpokenWords(said.joined(separator: " "))
        let found = exact.keys.filter { heard.contains($0) }
        // "Switch button" is trait.switchButton, not trait.button as well.
        let longest = found.filter { phrase in
            !found.contains { $0 != phrase && $0.words.count > phrase.words.count && $0.contains(phrase) }
        }
        return longest.compactMap { exact[$0] }.sorted()
    }
}
