/// What real VoiceOver said on a walk, one entry an element in swipe order, with what the
/// service adds of its own taken out (``Artefact``).
package struct Hearing: Sendable, Hashable {
    /// The elements heard, in order.
    package var elements: [HeardElement]
    /// What was taken out, and why.
    package var artefacts: [Artefact]
    /// Whether the service announced itself ("VoiceOver on") in place of the first element.
    package var firstElementUnheard: Bool

    /// The elements of `walk`. `appNames` are the names the app may be announced by before its
    /// first element; `said` is the words Earshot says for each element, so that an element that
    /// is really called like the app is kept.
    package init(_ walk: Walk, appNames: [String] = [], said: [SpokenWords] = []) {
        var elements: [HeardElement] = []
        var artefacts: [Artefact] = []
        var previousAction: WalkAction?
        for step in walk.steps {
            defer { previousAction = step.action }
            guard let text = step.utterance else {
                artefacts.append(Artefact(.noUtterance, line: step.line))
                continue
            }
            switch step.action {
            case .backward, .out:
                artefacts.append(Artefact(.notSwipeOrder, line: step.line, text: text))
                continue
            case .current:
                let words = SpokenWords(text)
                if previousAction != nil, let last = elements.last, last.words == words {
                    artefacts.append(Artefact(.askedAgain, line: step.line, text: text))
                    continue
                }
            // Moving in lands on a container's first element, which is next in swipe order.
            case .forward, .in: break
            }
            elements.append(HeardElement(text: text, line: step.line))
        }
        firstElementUnheard = false
        if let first = elements.first, first.words.words == ["voiceover", "on"] {
            artefacts.append(Artefact(.voiceOverOn, line: first.line, text: first.text))
            elements.removeFirst()
            firstElementUnheard = true
        }
        let names = appNames.map(SpokenWords.init).filter { !$0.isEmpty }
        if let first = elements.first, !said.contains(first.words),
            let name = names.first(where: { first.words.words.starts(with: $0.words) })
        {
            var rest = first.words
            rest.words.removeFirst(name.words.count)
            let alike = { (words: SpokenWords) in said.map { words.similarity(to: $0) }.max() ?? 0 }
            if rest.isEmpty {
                artefacts.append(Artefact(.appName, line: first.line, text: first.text))
                elements.removeFirst()
            } else if said.isEmpty || alike(rest) > alike(first.words) {
                artefacts.append(Artefact(.appName, line: first.line, text: first.text))
                elements[0].words = rest
            }
        }
        while elements.count >= 2, elements[elements.count - 1].words == elements[elements.count - 2].words {
            let repeated = elements.removeLast()
            artefacts.append(Artefact(.repeatedAtEnd, line: repeated.line, text: repeated.text))
        }
        self.elements = elements
        self.artefacts = artefacts.sorted { $0.line < $1.line }
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

    package init(text: String, line: Int) {
        self.text = text
        words = SpokenWords(text)
        self.line = line
    }
}

/// Something the service says or does that is not an element of the screen: understood, and not
/// reported as a difference.
package struct Artefact: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        /// "VoiceOver on", the service's own announcement, said in place of the first element.
        case voiceOverOn
        /// The app's name, said before the first element.
        case appName
        /// A move forward at the end of the screen, which says the last element again.
        case repeatedAtEnd
        /// A move that returned no utterance.
        case noUtterance
        /// A move backward or out of a container, which is not part of swipe order.
        case notSwipeOrder
        /// `currentSpeech` asked again of the element just heard.
        case askedAgain

        /// The artefact in words, for the text report.
        package var explanation: String {
            switch self {
            case .voiceOverOn: "VoiceOver's own announcement, said in place of the first element"
            case .appName: "the app's name, said before the first element"
            case .repeatedAtEnd: "the last element again: a move forward at the end of the screen"
            case .noUtterance: "a move that returned no utterance"
            case .notSwipeOrder: "a move backward or out of a container, left out of swipe order"
            case .askedAgain: "the element just heard, asked for again"
            }
        }
    }

    package var kind: Kind
    package var line: Int
    package var text: String?

    package init(_ kind: Kind, line: Int, text: String? = nil) {
        self.kind = kind
        self.line = line
        self.text = text
    }
}
