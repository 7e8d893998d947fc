import Utterances
import VoiceOverWords

/// One part of a description before it becomes segments and pauses: a label, a value, a trait
/// word, a position, a hint.
struct Piece: Sendable, Hashable {
    var kind: SegmentKind
    var text: String
    var language: String
    /// For the first segment of the piece; later comma-separated segments keep it only when it
    /// describes the whole item (raised or lowered), not just how the text starts.
    var pitch: PitchHint = .neutral
    /// Author text (label, value) is split at commas with a short pause at each.
    var splitsAtCommas = false
    /// The mark VoiceOver put after the text to end it (``terminate(with:)``); nil when the text
    /// ends as written.
    var addedEnd: String?
}

extension Array where Element == Piece {
    /// Ends the last piece with the locale's join mark unless it already ends a sentence
    /// (VoiceOver's "description + '.' unless it already ends with one").
    mutating func terminate(with phrases: Phrases) {
        guard let last = indices.last else { return }
        let text = self[last].text
        let terminated = phrases.terminated(text)
        if terminated != text { self[last].addedEnd = String(terminated.dropFirst(text.count)) }
        self[last].text = terminated
    }
}
