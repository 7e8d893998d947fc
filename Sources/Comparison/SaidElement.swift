import Utterances

/// What Earshot says for one element, as words for comparing: all of it, all but the hint
/// (the service may leave hints out), and what tells the element from the others.
package struct SaidElement: Sendable, Hashable {
    /// Everything said, hint included.
    package var words: SpokenWords
    /// Everything but the hint.
    package var unhinted: SpokenWords
    /// The label's, value's and text's words: what the element is, apart from VoiceOver's own
    /// phrases (trait, state, position, hint) that many elements share.
    package var identity: SpokenWords

    /// The segment kinds whose words are the element's own.
    static let identityKinds: Set<SegmentKind> = [.label, .value, .text, .announcement]

    package init(_ utterance: Utterance) {
        words = SpokenWords(utterance: utterance)
        unhinted = SpokenWords(utterance.segments.filter { $0.kind != .hint }.map(\.text).joined(separator: " "))
        identity = SpokenWords(
            utterance.segments.filter { Self.identityKinds.contains($0.kind) }.map(\.text).joined(separator: " "))
    }

    /// An element known only by its words, all of them its own.
    package init(words text: String) {
        words = SpokenWords(text)
        unhinted = words
        identity = words
    }

    /// Whether VoiceOver's words are this element's, with or without the hint.
    package func isSaid(as heard: SpokenWords) -> Bool {
        heard == words || heard == unhinted
    }
}
