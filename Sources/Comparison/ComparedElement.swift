import Utterances

/// One element of a comparison: what VoiceOver said, what Earshot says, and how they differ.
package struct ComparedElement: Sendable, Hashable, Codable {
    package enum Result: String, Sendable, Hashable, Codable, CaseIterable {
        /// The same words.
        case same
        /// The same element, in other words (``ComparedElement/parts`` says which).
        case differentWords = "different"
        /// The same element with another value or number: a live value that changed between
        /// the capture and the walk ("Volume 60%" against a captured 50%).
        case valueChanged = "value"
        /// Said in another place of swipe order (maybe in other words too).
        case anotherOrder = "moved"
        /// Said by VoiceOver and not by Earshot.
        case voiceOverOnly = "voiceover-only"
        /// Said by Earshot and not by VoiceOver.
        case earshotOnly = "earshot-only"
        /// Earshot's first element, which VoiceOver did not say: it said "VoiceOver on" instead.
        case unheard
        /// Earshot's element after the last one a walk that stopped short reached (aloud's
        /// `"coverage": {"complete": false}`): not walked to, not missing.
        case notReached = "not-reached"

        /// The result as the text report names it.
        package var title: String {
            switch self {
            case .same: "same"
            case .differentWords: "different words"
            case .valueChanged: "value changed"
            case .anotherOrder: "another order"
            case .voiceOverOnly: "VoiceOver only"
            case .earshotOnly: "Earshot only"
            case .unheard: "not heard"
            case .notReached: "not reached"
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
    /// The voice-file keys of VoiceOver's own phrases among ``extraWords``: phrases only
    /// VoiceOver said.
    package var extraPhraseKeys: [String]

    init(heard: HeardElement, said: Utterance, index: Int, moved: Bool, phraseKeys: PhraseKeys) {
        let heardWords = heard.words
        let saidWords = SpokenWords(utterance: said)
        voiceOver = heard.text
        line = heard.line
        earshot = Self.text(said)
        position = index + 1
        if heardWords == saidWords {
            parts = []
            extraWords = []
            extraPhraseKeys = []
            result = moved ? .anotherOrder : .same
            return
        }
        parts = said.segments.filter { !heardWords.contains(SpokenWords($0.text)) }.map {
            Part(kind: $0.kind.rawValue, text: $0.text, phraseKey: Self.ownPhrase($0, phraseKeys))
        }
        extraWords = Self.words(heardWords.words, without: saidWords.words)
        extraPhraseKeys = phraseKeys.keys(in: extraWords)
        if moved {
            result = .anotherOrder
        } else if Self.onlyValueDiffers(heardWords, said, extraWords: extraWords) {
            result = .valueChanged
        } else {
            result = .differentWords
        }
    }

    /// `words` with those of `taken` taken out, each as often as it is there.
    private static func words(_ words: [String], without taken: [String]) -> [String] {
        var remaining = Dictionary(taken.map { ($0, 1) }, uniquingKeysWith: +)
        return words.filter { word in
            guard remaining[word, default: 0] > 0 else { return true }
            remaining[word]! -= 1
            return false
        }
    }

    /// Whether VoiceOver said the element as Earshot does but for its value, or but for its
    /// numbers: the words are the same once the value (or every number) is set aside.
    private static func onlyValueDiffers(_ heard: SpokenWords, _ said: Utterance, extraWords: [String]) -> Bool {
        let withHint = said.segments
        let withoutHint = said.segments.filter { $0.kind != .hint }
        func words(_ segments: [SpokenSegment]) -> SpokenWords {
            SpokenWords(segments.map(\.text).joined(separator: " "))
        }
        func numbersMasked(_ words: SpokenWords) -> [String] {
            words.words.map { word in word.contains(where: \.isNumber) ? "#" : word }
        }
        for segments in [withHint, withoutHint] {
            let saidWords = words(segments)
            if numbersMasked(heard) == numbersMasked(saidWords), heard != saidWords { return true }
            guard segments.contains(where: { $0.kind == .value }), !extraWords.isEmpty else { continue }
            let valueless = words(segments.filter { $0.kind != .value })
            if Self.words(heard.words, without: extraWords) == valueless.words { return true }
        }
        return false
    }

    /// The voice-file key of a segment that is one of VoiceOver's own phrases.
    private static func ownPhrase(_ segment: SpokenSegment, _ keys: PhraseKeys) -> String? {
        switch segment.kind {
        case .label, .value, .text, .announcement: nil
        default: keys.key(of: SpokenWords(segment.text))
        }
    }

    init(heard: HeardElement) {
        result = .voiceOverOnly
        voiceOver = heard.text
        line = heard.line
        parts = []
        extraWords = []
        extraPhraseKeys = []
    }

    init(said: Utterance, index: Int, result: Result) {
        self.result = result
        earshot = Self.text(said)
        position = index + 1
        parts = []
        extraWords = []
        extraPhraseKeys = []
    }

    /// An utterance as one line: its segments joined by spaces.
    package static func text(_ utterance: Utterance) -> String {
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
            let keys = extraPhraseKeys.isEmpty ? "" : " (phrase \(extraPhraseKeys.joined(separator: ", ")))"
            sentences.append("VoiceOver also said \"\(extraWords.joined(separator: " "))\"" + keys)
        }
        if sentences.isEmpty, result != .same, voiceOver != nil, earshot != nil, voiceOver != earshot {
            if SpokenWords(voiceOver ?? "") != SpokenWords(earshot ?? "") {
                sentences.append("the same words in another order")
            }
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: "; ")
    }
}
