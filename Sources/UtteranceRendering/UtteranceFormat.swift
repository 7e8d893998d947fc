import Utterances

/// A way to render an utterance: a value that tools and tests pick, as swift-snapshot-testing's
/// strategies are. The navigation engine produces utterances and never learns which formats
/// exist, so a new format is one more static member (or any value made with ``init(_:)``).
///
/// Text: ``transcript``, ``pacedTranscript``, ``jsonLines``. Audio: ``speech(voices:options:)``
/// gives the `SpeechRequest` that ``Speaker`` and ``RenderedSpeech`` synthesise. Captions are
/// timed from rendered audio, so they come from ``RenderedSpeech``, not from one utterance.
public struct UtteranceFormat<Output>: Sendable {
    private let body: @Sendable (Utterance) -> Output

    public init(_ render: @escaping @Sendable (Utterance) -> Output) {
        body = render
    }

    public func render(_ utterance: Utterance) -> Output {
        body(utterance)
    }
}

extension UtteranceFormat where Output == String {
    /// The utterances one a line, each line ending with a newline: a transcript or a JSON Lines
    /// file.
    public func document(_ utterances: some Sequence<Utterance>) -> String {
        utterances.map { render($0) + "\n" }.joined()
    }
}
