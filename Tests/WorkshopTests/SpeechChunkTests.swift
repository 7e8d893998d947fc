import SpeechBridge
import Testing

@testable import Workshop

/// Where an utterance is cut into chunks of speech: after the punctuation espeak-ng pauses at.
@Suite struct SpeechChunkTests {
    private func clauses(_ text: String) -> [String] {
        SpeechChunk.clauses(of: text).map(\.text)
    }

    @Test func clausesEndAtPunctuationBeforeSpaceOrAtFullWidthPunctuation() {
        #expect(clauses("Row 5, 15 items. Button.") == ["Row 5, ", "15 items. ", "Button."])
        #expect(clauses("Wait… then go; now: yes! Sure?") == ["Wait… ", "then go; ", "now: ", "yes! ", "Sure?"])
        #expect(clauses("设置，打开。下一个") == ["设置，", "打开。", "下一个"])
        #expect(clauses("設定、開く") == ["設定、", "開く"])
        // A point inside a number, or a comma inside a word, cuts nothing.
        #expect(clauses("3.5 items,left") == ["3.5 items,left"])
        #expect(SpeechChunk.clauses(of: "One, two").map(\.offset) == [0, 5])
    }

    @Test func theTextBeforeTheFirstClauseTakesThePartsBeforeIt() {
        let request = SpeechRequest([
            .silence(milliseconds: 100), .text(TextSegment("Row 5, 15 items.", locale: "en-US")),
            .silence(milliseconds: 250), .text(TextSegment("Button.", locale: "en-US")),
        ])
        let chunks = SpeechChunk.split(request)
        #expect(chunks.map(\.firstPart) == [0, 1, 2])
        #expect(chunks.map(\.characterOffset) == [0, 7, 0])
        #expect(chunks.map(\.request.parts.count) == [2, 1, 2])
    }

    /// An utterance said chunk by chunk sounds as it does whole: as long (within 3 %), the same
    /// words marked, each within 80 ms of where it is said whole. (Without the continuation
    /// after a clause cut off its text, chunks were 4–6 % shorter and a word came up to 160 ms
    /// sooner: espeak-ng pauses less after a clause that ends its input.)
    @Test(arguments: [
        ("en-US", ["Row 5, 15 items. Sorted by date; newest first.", "Button."]),
        ("ru", ["Настройки, уведомления и звук. Всё включено!", "Кнопка."]),
        ("zh-Hans", ["设置，通知和声音。", "按钮"]),
    ])
    func chunkedSpeechSoundsLikeTheWholeUtterance(locale: String, texts: [String]) throws {
        let synthesizer = try Synthesizer(voices: WorkshopSessionTests.voices.get())
        let request = SpeechRequest([
            .text(TextSegment(texts[0], locale: locale)), .silence(milliseconds: 250),
            .text(TextSegment(texts[1], locale: locale)),
        ])
        let whole = try synthesizer.synthesize(request)
        var samples = 0
        var marks: [WordMark] = []
        let chunks = SpeechChunk.split(request)
        #expect(chunks.count > 2, "the first text is cut")
        for chunk in chunks {
            let audio = try synthesizer.synthesize(chunk.request)
            marks += audio.marks.map {
                WordMark(
                    part: chunk.firstPart + $0.part, characterOffset: chunk.characterOffset + $0.characterOffset,
                    length: $0.length, sample: samples + $0.sample)
            }
            samples += audio.samples.count
        }
        let ratio = Double(samples) / Double(whole.samples.count)
        #expect(abs(ratio - 1) < 0.03, "chunked speech is \(ratio)× as long")
        let words = { (marks: [WordMark]) in marks.map { [$0.part, $0.characterOffset, $0.length] } }
        #expect(words(marks) == words(whole.marks))
        let drift = zip(marks, whole.marks).map { abs($0.sample - $1.sample) }.max() ?? 0
        #expect(drift < PCMFormat.samples(milliseconds: 80), "a word moved by \(drift) samples")
    }
}
