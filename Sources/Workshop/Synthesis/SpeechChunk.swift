import SpeechBridge

/// A bounded piece of an utterance's speech, synthesised as one job: the parts before a clause
/// of text and the clause itself (its text cut after a ``ClauseEnd``). espeak-ng says a text
/// clause by clause, so the cut changes little of how it sounds, and the first chunk of
/// "Row 5, 15 items. Button." ("Row 5,") is heard after a fifth of the work of the whole.
struct SpeechChunk: Sendable, Hashable {
    var request: SpeechRequest
    /// Where `request.parts[0]` is in the whole request: a word mark of part `p` of the chunk
    /// is of part `firstPart + p` of the whole.
    var firstPart: Int
    /// Where the chunk's text starts in its part's text, in Unicode scalars (0 but for the
    /// second and later clauses of a part).
    var characterOffset: Int

    /// `request` in chunks, in order; a request of no parts has none.
    static func split(_ request: SpeechRequest) -> [SpeechChunk] {
        var chunks: [SpeechChunk] = []
        var pending: [SpeechPart] = []
        var pendingStart = 0
        for (index, part) in request.parts.enumerated() {
            guard case .text(let segment) = part, !segment.isSSML else {
                if pending.isEmpty { pendingStart = index }
                pending.append(part)
                continue
            }
            let clauses = clauses(of: segment.text)
            for (clauseIndex, clause) in clauses.enumerated() {
                var piece = segment
                piece.text = clause.text
                // A clause the part's text goes on after is paused after as inside that text.
                if clauseIndex < clauses.count - 1 { piece = piece.continued() }
                let first = clauseIndex == 0 ? (pending.isEmpty ? index : pendingStart) : index
                chunks.append(
                    SpeechChunk(
                        request: SpeechRequest((clauseIndex == 0 ? pending : []) + [.text(piece)]),
                        firstPart: first, characterOffset: clause.offset))
            }
            pending = []
        }
        if !pending.isEmpty {
            chunks.append(SpeechChunk(request: SpeechRequest(pending), firstPart: pendingStart, characterOffset: 0))
        }
        return chunks
    }

    /// `text` cut after each ``ClauseEnd``, each clause with its offset in Unicode scalars; white
    /// space stays with the clause before. A run of text without one is a single clause,
    /// however long.
    static func clauses(of text: String) -> [(text: String, offset: Int)] {
        let scalars = Array(text.unicodeScalars)
        var clauses: [(text: String, offset: Int)] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            let beforeSpace = index < scalars.count && scalars[index].properties.isWhitespace
            guard ClauseEnd(scalar, beforeSpace: beforeSpace) != nil else { continue }
            while index < scalars.count && scalars[index].properties.isWhitespace { index += 1 }
            guard index < scalars.count else { break }
            clauses.append((String(String.UnicodeScalarView(scalars[start..<index])), start))
            start = index
        }
        if start < scalars.count || clauses.isEmpty {
            clauses.append((String(String.UnicodeScalarView(scalars[start...])), start))
        }
        return clauses
    }
}
