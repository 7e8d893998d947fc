import Testing
import UtteranceRendering
import Utterances

/// An utterance and its two transcript lines.
struct Lines: Sendable, CustomTestStringConvertible {
    let utterance: Utterance
    let transcript: String
    let paced: String
    var testDescription: String { transcript }
}

@Suite struct TranscriptTests {
    static let cases = [
        Lines(
            utterance: Fixtures.stocks, transcript: "Apple Inc., $432.39, up 1.3%. Button.",
            paced: "Apple Inc., [150 ms] $432.39, [150 ms] up 1.3%. [250 ms] Button."),
        Lines(
            utterance: Fixtures.volume,
            transcript:
                "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value.",
            paced:
                "Volume: [250 ms] 50%. [250 ms] Adjustable. [1000 ms] Swipe up or down with one finger to adjust the value."
        ),
        Lines(
            utterance: Samples.russian,
            transcript:
                "Громкость: 50%. Элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
            paced:
                "Громкость: [250 ms] 50%. [250 ms] Элемент регулировки. [1000 ms] Смахните вверх или вниз одним пальцем, чтобы настроить значение."
        ),
        Lines(
            utterance: Samples.chinese, transcript: "苹果公司，432.39美元、上涨1.3%，按钮。",
            // The voice is given the Mandarin reading of the decimals and the percentage.
            paced: "苹果公司， [150 ms] 432.39美元、 {432点三九美元、} [150 ms] 上涨1.3%， {上涨百分之1点三，} [250 ms] 按钮。"),
        // Cues show in the transcript only when nothing is said.
        Lines(utterance: Samples.boundary, transcript: "[boundary]", paced: "[boundary]"),
        Lines(
            utterance: Samples.screen, transcript: "Settings Heading.",
            paced: "[screen changed] Settings [250 ms] Heading."),
        Lines(
            utterance: Utterance(
                cause: .action,
                parts: [.cue(.activate), Fixtures.pause(40, .betweenParts), .cue(.pageTurn)]),
            transcript: "[activate] [page turn]", paced: "[activate] [40 ms] [page turn]"),
        Lines(utterance: Utterance(cause: .focus, parts: []), transcript: "", paced: ""),
        Lines(
            utterance: Fixtures.utterance("Line one\nline two\r\nthree\u{2028}four"),
            transcript: "Line one line two  three four", paced: "Line one line two  three four"),
    ]

    @Test(arguments: cases)
    func linesAreExact(_ lines: Lines) {
        #expect(UtteranceFormat.transcript.render(lines.utterance) == lines.transcript)
        #expect(UtteranceFormat.pacedTranscript.render(lines.utterance) == lines.paced)
    }

    @Test func aDocumentHasOneLinePerUtterance() {
        let document = UtteranceFormat.transcript.document(Self.cases.map(\.utterance))
        #expect(document == Self.cases.map { $0.transcript + "\n" }.joined())
        #expect(
            document.split(separator: "\n", omittingEmptySubsequences: false).count == Self.cases
                .count + 1)
    }
}
