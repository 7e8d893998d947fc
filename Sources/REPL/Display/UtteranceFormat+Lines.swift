import UtteranceRendering
import Utterances

extension UtteranceFormat where Output == [StyledText] {
    /// The REPL's rendering of an utterance: the sounds in brackets and the description, each
    /// segment coloured by its kind, then the hint on a line of its own.
    ///
    /// ```
    /// [screen changed] Samples. Back Button.
    ///   Double tap to go back.
    /// ```
    static var lines: Self {
        Self { utterance in
            let cues = utterance.parts.compactMap { part in if case .cue(let cue) = part { cue } else { nil } }
            let description = utterance.description
            var line = StyledText(cues.map { "[\($0.name)]" }.joined(separator: " "), .cue)
            if !cues.isEmpty && !description.isEmpty { line.append(" ") }
            // The description is the segments joined as VoiceOver's transcript joins them; find
            // each segment in it to colour it, keeping the joins as they are.
            var rest = Substring(description)
            for segment in utterance.segments where segment.kind != .hint {
                guard let range = rest.range(of: segment.text) else { continue }
                line.append(String(rest[..<range.lowerBound]))
                line.append(segment.text, .segment(segment.kind))
                rest = rest[range.upperBound...]
            }
            line.append(String(rest))
            guard let hint = utterance.hint else { return [line] }
            return [line, StyledText("  ") + StyledText(hint, .segment(.hint))]
        }
    }
}

extension UtteranceFormat where Output == [String] {
    /// ``lines`` without colour, as scripts print them and the transcript keeps them.
    static var plainLines: Self {
        Self { utterance in UtteranceFormat<[StyledText]>.lines.render(utterance).map(\.plain) }
    }
}
