import Testing
import UtteranceRendering
import Utterances

@Suite struct TranscriptTests {
    let transcript = UtteranceFormat<String>.transcript
    let paced = UtteranceFormat<String>.pacedTranscript

    @Test func aLineIsTheDescriptionThenTheHint() {
        #expect(transcript.render(Fixtures.stocks) == "Apple Inc., $432.39, up 1.3%. Button.")
        #expect(
            transcript.render(Fixtures.volume)
                == "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value.")
        #expect(
            transcript.render(Samples.russian)
                == "Громкость: 50%. Элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.")
        #expect(transcript.render(Samples.chinese) == "苹果公司， 432.39美元、 上涨1.3%， 按钮。")
    }

    @Test func cuesShowOnlyWhenNothingIsSaid() {
        #expect(transcript.render(Samples.boundary) == "[boundary]")
        #expect(transcript.render(Samples.screen) == "Settings Heading.")
        let twoCues = Utterance(cause: .action, parts: [.cue(.activate), .cue(.pageTurn)])
        #expect(transcript.render(twoCues) == "[activate] [pageTurn]")
        #expect(transcript.render(Utterance(cause: .focus, parts: [])) == "")
    }

    @Test func thePacedTranscriptShowsEveryPauseAndCue() {
        #expect(
            paced.render(Fixtures.stocks)
                == "Apple Inc., [150 ms] $432.39, [150 ms] up 1.3%. [250 ms] Button.")
        #expect(
            paced.render(Fixtures.volume)
                == "Volume: [250 ms] 50%. [250 ms] Adjustable. [1000 ms] Swipe up or down with one finger to adjust the value.")
        #expect(paced.render(Samples.screen) == "[screenChanged] Settings [250 ms] Heading.")
        #expect(paced.render(Samples.boundary) == "[boundary]")
    }

    @Test func everyUtteranceIsOneLine() {
        let multiline = Fixtures.utterance("Line one\nline two\r\nthree\u{2028}four")
        #expect(transcript.render(multiline) == "Line one line two  three four")
        #expect(paced.render(multiline) == "Line one line two  three four")
        let document = transcript.document([Fixtures.stocks, multiline, Samples.boundary])
        #expect(
            document == "Apple Inc., $432.39, up 1.3%. Button.\nLine one line two  three four\n[boundary]\n")
    }
}
