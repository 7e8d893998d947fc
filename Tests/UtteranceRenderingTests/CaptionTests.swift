import Foundation
import SpeechBridge
import Testing
import UtteranceRendering
import Utterances

@Suite struct CaptionTests {
    /// The cues of a WebVTT file, checked for its structure: (start ms, end ms, text).
    static func parseWebVTT(_ file: String) throws -> [(start: Int, end: Int, text: String)] {
        #expect(file.hasPrefix("WEBVTT\n\n") && file.hasSuffix("\n") && !file.hasSuffix("\n\n"))
        let blocks = file.dropFirst("WEBVTT\n\n".count).dropLast().split(
            separator: "\n\n", omittingEmptySubsequences: false)
        var cues: [(Int, Int, String)] = []
        for (index, block) in blocks.enumerated() {
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3 && lines[0] == "\(index + 1)", "block \(block)")
            let times = lines[1].split(separator: " ")
            #expect(times.count == 3 && times[1] == "-->")
            cues.append((try milliseconds(times[0]), try milliseconds(times[2]), String(lines[2])))
        }
        return cues
    }

    static func milliseconds(_ stamp: Substring) throws -> Int {
        let fields = stamp.split(whereSeparator: { $0 == ":" || $0 == "." }).map { Int($0) }
        #expect(fields.count == 4 && stamp.count == 12, "timestamp \(stamp)")
        let numbers = try fields.map { try #require($0) }
        return ((numbers[0] * 60 + numbers[1]) * 60 + numbers[2]) * 1000 + numbers[3]
    }

    @Test func theStocksRowsCaptionsStartWhereItsSegmentsDo() throws {
        let rendered = try RenderedSpeech([Fixtures.stocks], synthesizer: Fixtures.synthesizer)
        let captions = rendered.captions()
        #expect(captions.map(\.text) == ["Apple Inc.,", "$432.39,", "up 1.3%.", "Button."])
        #expect(captions.first?.samples.lowerBound == 0)
        #expect(captions.last?.samples.upperBound == rendered.samples.count)
        // Between captions lies exactly the pause of the utterance.
        let gaps = zip(captions, captions.dropFirst()).map {
            $1.samples.lowerBound - $0.samples.upperBound
        }
        #expect(gaps == [150, 150, 250].map(PCMFormat.samples(milliseconds:)))
        // In the audio, a silence runs up to each caption's start and speech follows within one
        // chunk of espeak-ng's output (about 50 ms).
        let silences = AudioAnalysis.silences(in: rendered.samples, minimumMilliseconds: 100)
        // Silences are found in 5 ms windows, so one may end up to a window before speech.
        let window = PCMFormat.samples(milliseconds: 5)
        for caption in captions.dropFirst() {
            let start = caption.samples.lowerBound
            let before = try #require(
                silences.first { $0.start < start && start <= $0.end + window },
                "no silence before \(caption.text)")
            #expect(before.end - start < PCMFormat.samples(milliseconds: 50), "\(caption.text)")
        }
    }

    /// Invisible direction marks (U+2068 and U+2069 around a name) are no part of the captions'
    /// words.
    @Test func directionMarksAreNotCaptioned() throws {
        let utterance = Utterance(
            cause: .focus,
            parts: [
                .speech(SpokenSegment(kind: .label, text: "\u{2068}Ana\u{2069} sent a photo.", language: "en-US")),
                .speech(SpokenSegment(kind: .trait, text: "Button.", language: "en-US")),
            ])
        let marked = try RenderedSpeech([utterance], synthesizer: Fixtures.synthesizer)
        #expect(marked.captions().map(\.text) == ["Ana sent a photo.", "Button."])
    }

    @Test func aWebVTTFileIsWellFormedInOrderAndNeverOverlaps() throws {
        let utterances = [
            Fixtures.stocks, Samples.boundary, Fixtures.volume, Samples.russian, Samples.chinese,
            Samples.screen,
        ]
        let rendered = try RenderedSpeech(
            utterances, synthesizer: Fixtures.synthesizer, gapMilliseconds: 300)
        for granularity in [Caption.Granularity.segment, .utterance] {
            let cues = try Self.parseWebVTT(
                CaptionFormat.webVTT.document(rendered.captions(granularity)))
            #expect(cues.allSatisfy { $0.start < $0.end })
            #expect(zip(cues, cues.dropFirst()).allSatisfy { $0.end <= $1.start })
            #expect(cues.last!.end <= Int(rendered.duration * 1000))
        }
        let lines = try Self.parseWebVTT(
            CaptionFormat.webVTT.document(rendered.captions(.utterance))
        ).map(\.text)
        #expect(lines == utterances.map(UtteranceFormat.transcript.render))
        let segments = try Self.parseWebVTT(CaptionFormat.webVTT.document(rendered.captions())).map(
            \.text)
        #expect(segments.count == utterances.map(\.segments.count).reduce(0, +) + 2)
        #expect(segments.contains("[boundary]") && segments.contains("[screen changed]"))
        #expect(segments.contains("苹果公司，") && segments.contains("Элемент регулировки."))
        // The gap separates utterances: the boundary's cue starts 300 ms after the stocks row ends.
        let captions = rendered.captions()
        let bump = try #require(captions.firstIndex { $0.text == "[boundary]" })
        #expect(captions[bump - 1].text == "Button.")
        #expect(
            captions[bump].samples.lowerBound - captions[bump - 1].samples.upperBound
                == PCMFormat.samples(milliseconds: 300))
        #expect(captions[bump].samples.count == Cue.boundary.earcon.sampleCount)
    }

    @Test func captionFilesHaveExactText() {
        let captions = [
            Caption(text: "before the start", samples: -500..<(-10)),
            Caption(text: "Fish & <chips> -->\u{301}", samples: 0..<22050),
            Caption(text: "too short", samples: 22050..<22060),
            Caption(text: "  ", samples: 22060..<30000),
            Caption(text: "two\nlines", samples: 30000..<80_000_000),
        ]
        #expect(
            CaptionFormat.webVTT.document(captions) == """
                WEBVTT

                1
                00:00:00.000 --> 00:00:01.000
                Fish &amp; &lt;chips&gt; --&gt;\u{301}

                2
                00:00:01.360 --> 01:00:28.117
                two lines

                """)
        #expect(
            CaptionFormat.srt.document(captions) == """
                1
                00:00:00,000 --> 00:00:01,000
                Fish & <chips> -->\u{301}

                2
                00:00:01,360 --> 01:00:28,117
                two lines

                """)
        #expect(CaptionFormat.srt.document([]) == "")
    }

    @Test func textPartsWithoutWordsStillGetOrderedCaptions() throws {
        let utterance = Utterance(
            cause: .focus,
            parts: [
                Fixtures.speech("…"), Fixtures.speech("Next"), Fixtures.pause(100, .comma),
                Fixtures.speech("."), .cue(.activate),
            ])
        let rendered = try RenderedSpeech([utterance], synthesizer: Fixtures.synthesizer)
        let captions = rendered.captions()
        #expect(
            zip(captions, captions.dropFirst()).allSatisfy {
                $0.samples.upperBound <= $1.samples.lowerBound
            })
        #expect(captions.last?.text == "[activate]")
        #expect(captions.last?.samples.count == Cue.activate.earcon.sampleCount)
    }

    @Test func audioAndCaptionsAreWrittenTogether() throws {
        let directory = try Fixtures.temporaryDirectory()
        let rendered = try RenderedSpeech(
            [Fixtures.stocks, Samples.chinese], synthesizer: Fixtures.synthesizer)
        let audio = directory.appendingPathComponent("row.wav")
        let captions = directory.appendingPathComponent("row.srt")
        try rendered.write(audio: audio, captions: captions, format: .srt)
        let contents = try WAVFile.read(audio)
        #expect(contents.samples == rendered.samples)
        #expect(
            try String(contentsOf: captions, encoding: .utf8)
                == CaptionFormat.srt.document(rendered.captions()))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "row.srt", "row.wav",
            ])

        let missing = directory.appendingPathComponent("no/such/folder/row.wav")
        #expect {
            try rendered.write(audio: missing, captions: captions)
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? RenderingError else { return false }
            return path == missing.path
        }
    }

    @Test func nothingRendersToNothing() throws {
        let rendered = try RenderedSpeech([], synthesizer: Fixtures.synthesizer)
        #expect(rendered.samples.isEmpty && rendered.captions().isEmpty)
        #expect(CaptionFormat.webVTT.document(rendered.captions()) == "WEBVTT\n")
    }
}
