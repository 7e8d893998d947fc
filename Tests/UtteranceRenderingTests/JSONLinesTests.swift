import Foundation
import Testing
import UtteranceRendering
import Utterances

@Suite struct JSONLinesTests {
    let jsonLines = UtteranceFormat<String>.jsonLines

    @Test func aLineHasTheSchemaWithSortedKeys() {
        let utterance = Utterance(
            cause: .notification,
            parts: [
                .cue(.screenChanged), Fixtures.speech("Add/Remove", pitch: .capitalised),
                Fixtures.pause(250, .betweenParts), Fixtures.speech("Button.", .trait),
            ],
            subject: "add")
        #expect(
            jsonLines.render(utterance)
                == #"{"cause":"notification","description":"Add/Remove Button.","hint":null,"parts":[{"cue":"screen changed"},{"speech":{"kind":"label","language":"en-US","pitch":"capitalised","text":"Add/Remove"}},{"pause":{"ms":250,"reason":"betweenParts"}},{"speech":{"kind":"trait","language":"en-US","pitch":"neutral","text":"Button."}}],"subject":"add"}"#
        )
        #expect(
            jsonLines.render(Samples.boundary)
                == #"{"cause":"boundary","description":"","hint":null,"parts":[{"cue":"boundary"}],"subject":null}"#
        )
    }

    /// An element's Voice Control input labels: the key `inputLabels` between `hint` and `parts`,
    /// written only when there are some, and left aside when the line is read back.
    @Test func inputLabelsAreWrittenOnlyWhenThereAreSome() throws {
        let utterance = Utterance(cause: .focus, parts: [Fixtures.speech("Attach a file.")], subject: "attach")
        let line = UtteranceFormat<String>.jsonLines(inputLabels: ["Attach", "Paper clip"]).render(utterance)
        #expect(line.contains(#""hint":null,"inputLabels":["Attach","Paper clip"],"parts":"#), "\(line)")
        #expect(try Utterance(jsonLine: line) == utterance)
        for none in [nil, [String]()] {
            #expect(
                UtteranceFormat<String>.jsonLines(inputLabels: none).render(utterance) == jsonLines.render(utterance))
        }
    }

    @Test func textStaysReadableUTF8() {
        let russian = jsonLines.render(Samples.russian)
        #expect(
            russian.contains(
                #""hint":"Смахните вверх или вниз одним пальцем, чтобы настроить значение.""#))
        #expect(
            russian.contains(
                #"{"speech":{"kind":"value","language":"ru","pitch":"neutral","text":"50%."}}"#))
        #expect(
            jsonLines.render(Samples.chinese).contains(
                #""description":"苹果公司，432.39美元、上涨1.3%，按钮。""#))
        let awkward = Fixtures.utterance("Say \"hi\"\n\tback\\slash")
        let line = jsonLines.render(awkward)
        #expect(!line.contains("\n"))
        #expect(line.contains(#""text":"Say \"hi\"\n\tback\\slash""#))
    }

    @Test(arguments: [
        Fixtures.stocks, Fixtures.volume, Samples.russian, Samples.chinese, Samples.boundary,
        Samples.screen, Utterance(cause: .describe, parts: []),
        Fixtures.utterance("Line\none \u{1F600} \u{0}", pitch: .lowercaseStart, cause: .readAll),
    ])
    func linesDecodeBackToTheSameUtterance(_ utterance: Utterance) throws {
        let line = jsonLines.render(utterance)
        #expect(try Utterance(jsonLine: line) == utterance)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["cause", "description", "hint", "parts", "subject"])
    }

    @Test func everyNameRoundTrips() throws {
        let parts =
            SegmentKind.allCases.enumerated().map { index, kind in
                Fixtures.speech(
                    "x", kind, "ja", pitch: PitchHint.allCases[index % PitchHint.allCases.count])
            } + Pause.Reason.allCases.map { Fixtures.pause(7, $0) } + Cue.allCases.map { .cue($0) }
        for cause in Utterance.Cause.allCases {
            let utterance = Utterance(cause: cause, parts: parts, subject: "s")
            #expect(try Utterance(jsonLine: jsonLines.render(utterance)) == utterance)
        }
    }

    @Test func cuesAreWrittenByTheirOneNameAndEarlierNamesStillRead() throws {
        let line = jsonLines.render(Utterance(cause: .notification, parts: [.cue(.layoutChanged)]))
        #expect(line.contains(#"{"cue":"layout changed"}"#))
        let earlier =
            #"{"cause":"notification","description":"","hint":null,"parts":[{"cue":"screenChanged"},{"cue":"pageTurn"}],"subject":null}"#
        #expect(try Utterance(jsonLine: earlier).parts == [.cue(.screenChanged), .cue(.pageTurn)])
        #expect(throws: DecodingError.self) {
            try Utterance(
                jsonLine:
                    #"{"cause":"focus","description":"","hint":null,"parts":[{"cue":"bang"}],"subject":null}"#)
        }
    }

    @Test func malformedLinesAreRefused() {
        #expect(throws: DecodingError.self) { try Utterance(jsonLine: "not json") }
        #expect(throws: DecodingError.self) {
            try Utterance(
                jsonLine:
                    #"{"cause":"focus","description":"","hint":null,"parts":[{"cue":"boundary","pause":{"ms":1,"reason":"comma"}}],"subject":null}"#
            )
        }
        #expect(throws: DecodingError.self) {
            try Utterance(
                jsonLine:
                    #"{"cause":"wander","description":"","hint":null,"parts":[],"subject":null}"#)
        }
    }
}
