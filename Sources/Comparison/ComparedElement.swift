import Utterances

/// One element of a comparison: what VoiceOver said, what Earshot says, and how they differ.
package struct ComparedElement: Sendable, Hashable, Codable {
    package enum Result: String, Sendable, Hashable, Codable, CaseIterable {
        /// The same words.
        case same
        /// The same element, in other words (``ComparedElement/parts`` says which).
        case differentWords = "different"
        /// Said in another place of swipe order (maybe in other words too).
        case anotherOrder = "moved"
        /// Said by VoiceOver and not by Earshot.
        case voiceOverOnly = "voiceover-only"
        /// Said by Earshot and not by VoiceOver.
        case earshotOnly = "earshot-only"
        /// Earshot's first element, which VoiceOver did not say: it said "VoiceOver on" instead.
        case unheard

        /// The result as the text report names it.
        package var title: String {
            switch self {
            case .same: "same"
            case .differentWords: "different words"
            case .anotherOrder: "another order"
            case .voiceOverOnly: "VoiceOver only"
            case .earshotOnly: "Earshot only"
            case .unheard: "not heard"
            }
        }
    }

    /// A part of Earshot's utterance whose words VoiceOver did not say, as Earshot says it.
    package struct Part: Sendable, Hashable, Codable {
        /// The part's kind: label, value, trait, state, position, hint, … (`SegmentKind`).
        package var kind: String
        package var text: String
        /// The key of VoiceOver's own phrase this part is, in the locale's voice file
        /// (`trait.header`), when it is one: the phrase that would change if VoiceOver is right.
        package var phraseKey: String?
    }

    package var result: Result
    /// What VoiceOver said, as the service gave it, and the walk's line.
    package var voiceOver: String?
    package var line: Int?
    /// What Earshot says, as its transcript writes it, and the element's place in swipe order (from 1).
    package var earshot: String?
    package var position: Int?
    /// Earshot's parts VoiceOver did not say.
    package var parts: [Part]
    /// Words VoiceOver said that no part of Earshot's says.
    package var extraWords: [String]

    init(heard: HeardElement, said: Utterance, index: Int, moved: Bool, phraseKeys: [SpokenWords: String]) {
        let heardWords = heard.words
        let saidWords = SpokenWords(utterance: said)
        voiceOver = heard.text
        line = heard.line
        earshot = Self.text(said)
        position = index + 1
        if heardWords == saidWords {
            parts = []
            extraWords = []
            result = moved ? .anotherOrder : .same
            return
        }
        parts = said.segments.filter { !heardWords.contains(SpokenWords($0.text)) }.map {
            Part(kind: $0.kind.rawValue, text: $0.text, phraseKey: Self.ownPhrase($0, phraseKeys))
        }
        var remaining = Dictionary(saidWords.words.map { ($0, 1) }, uniquingKeysWith: +)
        extraWords = heardWords.words.filter { word in
            guard remaining[word, default: 0] > 0 else { return true }
            remaining[word]! -= 1
            return false
        }
        result = moved ? .anotherOrder : .differentWords
    }

    /// The voice-file key of a segment that is one of VoiceOver's own phrases.
    private static func ownPhrase(_ segment: SpokenSegment, _ keys: [SpokenWords: String]) -> String? {
        switch segment.kind {
        case .label, .value, .text, .announcement: nil
        default: keys[SpokenWords(segment.text)]
        }
    }

    init(heard: HeardElement) {
        result = .voiceOverOnly
        voiceOver = heard.text
        line = heard.line
        parts = []
        extraWords = []
    }

    init(said: Utterance, index: Int, unheard: Bool) {
        result = unheard ? .unheard : .earshotOnly
        earshot = Self.text(said)
        position = index + 1
        parts = []
        extraWords = []
    }

    /// An utterance as one line: its segments joined by spaces.
    static func text(_ utterance: Utterance) -> String {
        [utterance.description, utterance.hint ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What differs, in words: `trait "Switch Button." not said; VoiceOver also says "toggle"`.
    package var difference: String? {
        var sentences: [String] = []
        if !parts.isEmpty {
            let named = parts.map { part in
                "\(part.kind) \"\(part.text)\"" + (part.phraseKey.map { " (phrase \($0))" } ?? "")
            }.joined(separator: ", ")
            sentences.append("VoiceOver did not say Earshot's \(named)")
        }
        if !extraWords.isEmpty {
            sentences.append("VoiceOver also said \"\(extraWords.joined(separator: " "))\"")
        }
        if sentences.isEmpty, result != .same, voiceOver != nil, earshot != nil, voiceOver != earshot {
            if SpokenWords(voiceOver ?? "") != SpokenWords(earshot ?? "") {
                sentences.append("the same words in another order")
            }
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: "; ")
    }
}
