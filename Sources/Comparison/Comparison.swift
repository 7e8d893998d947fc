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
    /// Whether a value that changed between the capture and the walk is left out of the
    /// differences (`--ignore-values`).
    package var ignoresValues: Bool

    /// Two elements pair up when at least this alike by what identifies them (their label and
    /// value words, ``SpokenWords/similarity(to:)``).
    package static let threshold = 0.5

    /// Compares what `walk` heard with `said`, Earshot's utterances for the same screen, one an
    /// element in swipe order. `appNames` are the names the app may be announced by;
    /// `phrases` are VoiceOver's own phrases in the locale's voice file, by key, so that a part
    /// that differs can say which key it is; `announcements` are "VoiceOver on" in the
    /// languages of the voice files.
    package init(
        walk: Walk, screen: String, said: [Utterance], appNames: [String] = [], phrases: [String: String] = [:],
        announcements: [String] = [Hearing.voiceOverOn], ignoresValues: Bool = false
    ) {
        let phraseKeys = PhraseKeys(phrases)
        let elements = said.map(SaidElement.init)
        let hearing = Hearing(walk, appNames: appNames, said: elements, announcements: announcements)
        let heard = hearing.elements
        let pairing = Pairing(heard: heard, said: said, elements: elements, phraseWords: phraseKeys.words)
        let alignment = Alignment(first: pairing.heardKeys, second: pairing.saidKeys, score: pairing.score)
        let unpairedHeard = alignment.columns.compactMap { if case .onlyFirst(let i) = $0 { i } else { nil } }
        var unpairedSaid = Set(alignment.columns.compactMap { if case .onlySecond(let j) = $0 { j } else { nil } })
        if hearing.firstElementUnheard { unpairedSaid.remove(0) }
        let moved = pairing.acrossOrder(unpairedHeard, unpairedSaid)
        let movedSaid = Set(moved.values)
        // Where a walk that stopped short stopped: Earshot's elements after the last one it
        // reached were not walked to.
        let reached =
            walk.isComplete
            ? said.count
            : alignment.columns.reduce(0) { last, column in
                if case .pair(_, let j) = column { max(last, j + 1) } else { last }
            }
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
                let result: ComparedElement.Result =
                    hearing.firstElementUnheard && j == 0 ? .unheard : j >= reached ? .notReached : .earshotOnly
                rows.append(ComparedElement(said: said[j], index: j, result: result))
            }
        }
        self.walk = walk.file
        format = walk.format
        self.screen = screen
        self.rows = rows
        artefacts = hearing.artefacts
        self.ignoresValues = ignoresValues
    }

    /// How many rows have each result.
    package func count(_ result: ComparedElement.Result) -> Int {
        rows.filter { $0.result == result }.count
    }

    /// Whether anything differs (artefacts do not, nor changed values when they are ignored).
    package var differs: Bool {
        rows.contains { row in
            switch row.result {
            case .same, .unheard, .notReached: false
            case .valueChanged: !ignoresValues
            default: true
            }
        }
    }
}

extension SpokenWords {
    /// The words of everything an utterance says, hint included.
    package init(utterance: Utterance) {
        self.init(utterance.segments.map(\.text).joined(separator: " "))
    }
}
