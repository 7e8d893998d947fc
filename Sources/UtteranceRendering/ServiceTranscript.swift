import Utterances

extension UtteranceFormat where Output == String {
    /// What VoiceOver says, in the shape XCTest's VoiceOver service (and WebDriverAgent's
    /// `/wda/voiceOver` answers) give it: one line an utterance, its parts joined by single spaces
    /// without the punctuation that ends each — `Wi-Fi Switch Button On Double tap to toggle
    /// setting.` A label read in pieces at its commas is one part, its commas kept (`Apple Inc.,
    /// $432.39, up 1.3% Button`), and so is a label's own final period (`Contoso Inc. Button`);
    /// the hint keeps its own punctuation; an utterance with no words
    /// shows its cues, as ``transcript`` does. A recorded walk and this transcript can be diffed
    /// line by line with any tool.
    public static var spoken: Self {
        Self { utterance in
            let segments = utterance.segments
            let words = segments.indices.map { index in
                let segment = segments[index]
                let labelGoesOn =
                    index + 1 < segments.count && segment.kind == .label && segments[index + 1].kind == .label
                // A label's own final period ("Contoso Inc.") is the label's, and the service keeps it.
                let ownPeriod = segment.kind == .label && segment.addedEnd == nil && segment.text.hasSuffix(".")
                return segment.kind == .hint || labelGoesOn || ownPeriod
                    ? segment.text : String(segment.text.trimmingPartEnd)
            }.filter { !$0.isEmpty }
            // A full-width mark is followed by no space, as in the label it comes from.
            let line = words.indices.map { index in
                index + 1 < words.count && !(words[index].last.map { "，：；、".contains($0) } ?? false)
                    ? words[index] + " " : words[index]
            }.joined()
            return words.isEmpty ? UtteranceFormat.transcript.render(utterance) : line.singleLine
        }
    }
}

extension String {
    /// The text without the punctuation that ends a part (`.`, `,`, `:`, `;` and their
    /// full-width forms), nor the spaces around it.
    fileprivate var trimmingPartEnd: Substring {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace || ".,:;。，：；、".contains(last) {
            text.removeLast()
        }
        return text
    }
}
