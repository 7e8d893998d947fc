import Utterances

/// Real VoiceOver's walk through a screen set beside what Earshot says for it, element by
/// element in swipe order.
package struct Comparison: Sendable, Codable {
    /// The walk file, its format and the screen it is held against.
    package var walk: String
    package var format: String
    package var screen: String
    package var rows: [ComparedElement]
    package var artefacts: [Artefact]

    /// Two utterances pair up when at least this alike (``SpokenWords/similarity(to:)``).
    package static let threshold = 0.5

    /// Compares what `walk` heard with `said`, Earshot's utterances for the same screen, one an
    /// element in swipe order. `appNames` are the names the app may be announced by;
    /// `phrases` are VoiceOver's own phrases in the locale's voice file, by key, so that a part
    /// that differs can say which key it is.
    package init(
        walk: Walk, screen: String, said: [Utterance], appNames: [String] = [], phrases: [String: String] = [:]
    ) {
        var phraseKeys: [SpokenWords: String] = [:]
        for (key, phrase) in phrases.sorted(by: { $0.key < $1.key }) where !phrase.contains("%") {
            let words = SpokenWords(phrase)
            if !words.isEmpty, phraseKeys[words] == nil { phraseKeys[words] = key }
        }
        let earshot = said.map(SpokenWords.init(utterance:))
        // The service may leave hints out: an element is as alike as its words with or without.
        let unhinted = said.map { SpokenWords($0.description) }
        let hearing = Hearing(walk, appNames: appNames, said: earshot)
        let heard = hearing.elements
        let alignment = Alignment(count: heard.count, earshot.count, threshold: Self.threshold) { i, j in
            max(heard[i].words.similarity(to: earshot[j]), heard[i].words.similarity(to: unhinted[j]))
        }
        // What the alignment could not pair, paired across it: the same element said in
        // another order.
        let unpairedHeard = alignment.columns.compactMap { if case .onlyFirst(let i) = $0 { i } else { nil } }
        var unpairedSaid = Set(alignment.columns.compactMap { if case .onlySecond(let j) = $0 { j } else { nil } })
        if hearing.firstElementUnheard { unpairedSaid.remove(0) }
        var moved: [Int: Int] = [:]
        for i in unpairedHeard {
            let best = unpairedSaid.map { j in
                (j, max(heard[i].words.similarity(to: earshot[j]), heard[i].words.similarity(to: unhinted[j])))
            }
            .filter { $0.1 >= Self.threshold }
            .max { ($0.1, -$0.0) < ($1.1, -$1.0) }
            if let best {
                moved[i] = best.0
                unpairedSaid.remove(best.0)
            }
        }
        let movedSaid = Set(moved.values)
        var rows: [ComparedElement] = []
        for column in alignment.columns {
            switch column {
            case .pair(let i, let j):
                rows.append(
                    ComparedElement(heard: heard[i], said: said[j], index: j, moved: false, phraseKeys: phraseKeys))
            case .onlyFirst(let i):
                if let j = moved[i] {
                    rows.append(
                        ComparedElement(heard: heard[i], said: said[j], index: j, moved: true, phraseKeys: phraseKeys))
                } else {
                    rows.append(ComparedElement(heard: heard[i]))
                }
            case .onlySecond(let j):
                if movedSaid.contains(j) { continue }
                let unheard = hearing.firstElementUnheard && j == 0
                rows.append(ComparedElement(said: said[j], index: j, unheard: unheard))
            }
        }
        self.walk = walk.file
        format = walk.format
        self.screen = screen
        self.rows = rows
        artefacts = hearing.artefacts
    }

    /// How many rows have each result.
    package func count(_ result: ComparedElement.Result) -> Int {
        rows.filter { $0.result == result }.count
    }

    /// Whether anything differs (artefacts do not).
    package var differs: Bool {
        rows.contains { $0.result != .same && $0.result != .unheard }
    }
}

extension SpokenWords {
    /// The words of everything an utterance says, hint included.
    package init(utterance: Utterance) {
        self.init(utterance.segments.map(\.text).joined(separator: " "))
    }
}
