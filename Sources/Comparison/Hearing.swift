/// What real VoiceOver said on a walk, one entry an element in swipe order, with what the
/// service adds of its own taken out (``Artefact``) and the walk's moves followed: an element
/// reached again by moving back, in and out is the element heard before, not a new one.
package struct Hearing: Sendable, Hashable {
    /// The elements heard, in order.
    package var elements: [HeardElement]
    /// What was taken out, and why.
    package var artefacts: [Artefact]
    /// Whether the service announced itself ("VoiceOver on") in place of the first element.
    package var firstElementUnheard: Bool

    /// What the service says when it starts, in English; ``init(_:appNames:said:announcements:)``
    /// takes it in the other languages of the voice files.
    package static let voiceOverOn = "VoiceOver on"

    /// The elements of `walk`. `appNames` are the names the app may be announced by before its
    /// first element; `said` is what Earshot says for each element, so that an element that is
    /// really called like the app is kept, and so that a move that stayed on an element is told
    /// from a second element with the same words. `announcements` are the service's "VoiceOver
    /// on" in each language.
    package init(
        _ walk: Walk, appNames: [String] = [], said: [SaidElement] = [],
        announcements: [String] = [Self.voiceOverOn]
    ) {
        var walking = Walking(said: said)
        let starts = Set(([Self.voiceOverOn] + announcements).map(SpokenWords.init))
        var firstElementUnheard = false
        var spoke = false
        // A long walk says the same few things again and again: each text's words are found once.
        var wordsOf: [String: SpokenWords] = [:]
        for step in walk.steps {
            guard let text = step.utterance else {
                walking.note(.noUtterance, step, text: nil)
                continue
            }
            let words = wordsOf[text] ?? SpokenWords(text)
            wordsOf[text] = words
            defer { spoke = true }
            if !spoke, starts.contains(words) {
                walking.note(.voiceOverOn, step, text: text)
                firstElementUnheard = true
                continue
            }
            walking.take(step, text: text, words: words)
        }
        var elements = walking.elements
        var artefacts = walking.allArtefacts
        if !firstElementUnheard, let first = elements.first,
            let name = Self.appName(before: first.words, names: appNames, said: said)
        {
            artefacts.append(Artefact(.appName, line: first.line, text: first.text))
            if name.count == first.words.words.count {
                elements.removeFirst()
            } else {
                elements[0].words.words.removeFirst(name.count)
            }
        }
        if said.isEmpty {
            // Nothing says how many elements have these words: repeats at the end are the last
            // element again, as the service says it at the end of a screen.
            while elements.count >= 2, elements[elements.count - 1].words == elements[elements.count - 2].words {
                let repeated = elements.removeLast()
                artefacts.append(Artefact(.repeatedAtEnd, line: repeated.line, text: repeated.text))
            }
        }
        self.elements = elements
        self.artefacts = Artefact.runs(of: artefacts.sorted { $0.line < $1.line })
        self.firstElementUnheard = firstElementUnheard
    }

    /// The words of an app's name said before the first element, if they are: one of `names`
    /// (alone, or followed by words), or words Earshot says for no element followed by the
    /// words of Earshot's first element.
    private static func appName(before first: SpokenWords, names: [String], said: [SaidElement]) -> [String]? {
        if said.contains(where: { $0.isSaid(as: first) }) { return nil }
        let alike = { (words: SpokenWords) in
            said.map { max(words.similarity(to: $0.words), words.similarity(to: $0.unhinted)) }.max() ?? 0
        }
        for name in names.map(SpokenWords.init) where !name.isEmpty && first.words.starts(with: name.words) {
            var rest = first
            rest.words.removeFirst(name.words.count)
            if rest.isEmpty || said.isEmpty || alike(rest) > alike(first) { return name.words }
        }
        guard let element = said.first else { return nil }
        for ending in [element.words, element.unhinted] where first.words.count > ending.words.count {
            let name = first.words.dropLast(ending.words.count)
            if first.words.suffix(ending.words.count).elementsEqual(ending.words),
                Set(name).isDisjoint(with: ending.words)
            {
                return Array(name)
            }
        }
        return nil
    }
}

/// A walk followed move by move: where VoiceOver is among the elements heard so far.
private struct Walking {
    var elements: [HeardElement] = []
    var artefacts: [Artefact] = []
    /// The element VoiceOver is on, as an index of `elements`.
    var focus: Int?
    /// Repeats of an element, by the element: whether they came at the end is known only at the
    /// end of the walk.
    var repeats: [(element: Int, artefact: Artefact)] = []
    /// How many of Earshot's elements have each element's words (nil: Earshot was not asked).
    let counts: [SpokenWords: Int]?
    /// How many elements heard so far have each element's words, and the last with them.
    var heardCounts: [SpokenWords: Int] = [:]
    var lastHeard: [SpokenWords: Int] = [:]

    init(said: [SaidElement]) {
        guard !said.isEmpty else {
            counts = nil
            return
        }
        var counts: [SpokenWords: Int] = [:]
        for element in said {
            counts[element.words, default: 0] += 1
            if element.unhinted != element.words { counts[element.unhinted, default: 0] += 1 }
        }
        self.counts = counts
    }

    mutating func note(_ kind: Artefact.Kind, _ step: WalkStep, text: String?) {
        let artefact = Artefact(kind, line: step.line, text: text)
        if let last = artefacts.last, last.continues(into: artefact) {
            artefacts[artefacts.count - 1].extend(to: artefact)
        } else {
            artefacts.append(artefact)
        }
    }

    /// One utterance, where the step's move took VoiceOver.
    mutating func take(_ step: WalkStep, text: String, words: SpokenWords) {
        switch step.action {
        case .current:
            if let focus, elements[focus].words == words {
                note(.askedAgain, step, text: text)
                return
            }
        case .backward, .out:
            // Back (or out to the container) reaches an element heard before, the nearest one
            // with these words; a container never heard is not an element of swipe order.
            let before = focus.map { elements[..<$0] } ?? elements[...]
            if let index = before.lastIndex(where: { $0.words == words }) {
                focus = index
                note(.revisited, step, text: text)
            } else {
                note(.notSwipeOrder, step, text: text)
            }
            return
        // Moving in lands on a container's first element, which is next in swipe order.
        case .forward, .in: break
        }
        if let focus {
            if focus + 1 < elements.count, elements[focus + 1].words == words {
                self.focus = focus + 1
                note(.revisited, step, text: text)
                return
            }
            if elements[focus].words == words, !isAnotherElement(words) {
                let artefact = Artefact(.stayed, line: step.line, text: text)
                if let last = repeats.last, last.element == focus, last.artefact.continues(into: artefact) {
                    repeats[repeats.count - 1].artefact.extend(to: artefact)
                } else {
                    repeats.append((focus, artefact))
                }
                return
            }
            // Without moves to say so, an element heard as often as the screen has it is heard
            // again: VoiceOver was moved back to it.
            if elements[focus].words != words, counts != nil, !isAnotherElement(words), let index = lastHeard[words] {
                self.focus = index
                note(.revisited, step, text: text)
                return
            }
        }
        elements.append(HeardElement(text: text, words: words, line: step.line))
        heardCounts[words, default: 0] += 1
        lastHeard[words] = elements.count - 1
        focus = elements.count - 1
    }

    /// Whether an utterance heard again is one more element: the screen has more elements with
    /// these words than were heard. Without Earshot's screen, an element heard again next to
    /// itself is one more element unless it comes at the end.
    private func isAnotherElement(_ words: SpokenWords) -> Bool {
        guard let counts else { return true }
        return heardCounts[words, default: 0] < counts[words, default: 0]
    }

    /// The artefacts, with the repeats known as at the end of the walk or not.
    var allArtefacts: [Artefact] {
        artefacts
            + repeats.map { element, artefact in
                var repeated = artefact
                if element == elements.count - 1 { repeated.kind = .repeatedAtEnd }
                return repeated
            }
    }
}

/// One element as real VoiceOver said it.
package struct HeardElement: Sendable, Hashable {
    /// The utterance as the service gave it.
    package var text: String
    /// Its words, for comparing (without the app's name when that came first).
    package var words: SpokenWords
    /// Where it is in the walk file.
    package var line: Int

    package init(text: String, words: SpokenWords? = nil, line: Int) {
        self.text = text
        self.words = words ?? SpokenWords(text)
        self.line = line
    }
}
