import Utterances

/// Turns a description's pieces and its delayed pieces (actions, hints) into utterance parts with
/// the pauses of ``DescriptionSettings``.
struct UtteranceAssembly {
    let settings: DescriptionSettings

    func parts(description: [Piece], delayed: [Piece]) -> [UtterancePart] {
        var parts = sequence(description)
        if !delayed.isEmpty {
            parts.append(
                .pause(Pause(milliseconds: settings.hintDelayMilliseconds, reason: .hintDelay)))
            parts += sequence(delayed)
        }
        return parts
    }

    private func sequence(_ pieces: [Piece]) -> [UtterancePart] {
        var parts: [UtterancePart] = []
        for piece in pieces {
            if !parts.isEmpty {
                parts.append(
                    .pause(
                        Pause(
                            milliseconds: settings.betweenPartsPauseMilliseconds,
                            reason: .betweenParts)))
            }
            parts += segments(of: piece)
        }
        return parts
    }

    private func segments(of piece: Piece) -> [UtterancePart] {
        let texts = piece.splitsAtCommas ? CommaSplitting.pieces(of: piece.text) : [piece.text]
        var parts: [UtterancePart] = []
        for (index, text) in texts.enumerated() {
            if index > 0 {
                parts.append(
                    .pause(Pause(milliseconds: settings.commaPauseMilliseconds, reason: .comma)))
            }
            let pitch = index == 0 || piece.pitch.coversWholeItem ? piece.pitch : .neutral
            parts.append(
                .speech(
                    SpokenSegment(
                        kind: piece.kind, text: text, language: piece.language, pitch: pitch,
                        addedEnd: index == texts.count - 1 ? piece.addedEnd : nil)))
        }
        return parts
    }
}
