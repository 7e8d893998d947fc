import Utterances

extension UtteranceFormat where Output == String {
    /// What VoiceOver says, in the shape XCTest's VoiceOver service (and WebDriverAgent's
    /// `/wda/voiceOver` answers) give it: one line an utterance, its parts joined by single spaces
    /// without the punctuation that ends each — `Wi-Fi Switch Button On Double tap to toggle
    /// setting.` The hint keeps its own; an utterance with no words shows its cues, as
    /// ``transcript`` does. A recorded walk and this transcript can be diffed line by line with
    /// any tool.
    public static var spoken: Self {
        Self { utterance in
            let words = utterance.segments.map { segment in
                segment.kind == .hint ? segment.text : String(segment.text.trimmingPartEnd)
            }.filter { !$0.isEmpty }
            return words.isEmpty
                ? UtteranceFormat.transcript.render(utterance) : words.joined(separator: " ").singleLine
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
