import AccessibilityModel
import SpokenDescription
import Testing
import Utterances

@Suite struct PauseTests {
    @Test func combinedLabelPausesAtEachComma() throws {
        let settings = DescriptionSettings(
            commaPauseMilliseconds: 120, betweenPartsPauseMilliseconds: 300)
        let utterance = try Support.describe(
            ElementFacts(label: "Apple Inc., $432.39, up 1.3%", traits: .button), in: "en-US",
            settings)
        #expect(utterance.description == "Apple Inc., $432.39, up 1.3%. Button.")
        #expect(
            utterance.segments.map(\.text) == ["Apple Inc.,", "$432.39,", "up 1.3%.", "Button."])
        #expect(utterance.segments.map(\.kind) == [.label, .label, .label, .trait])
        #expect(utterance.pauseReasons == [.comma, .comma, .betweenParts])
        let durations = utterance.parts.compactMap {
            if case .pause(let p) = $0 { p.milliseconds } else { nil }
        }
        #expect(durations == [120, 120, 300])
    }

    @Test func valueIsSplitAtCommasToo() throws {
        let utterance = try Support.describe(ElementFacts(label: "Weather", value: "Sunny, 21°"))
        #expect(utterance.segments.map(\.text) == ["Weather:", "Sunny,", "21°"])
        #expect(utterance.segments.map(\.kind) == [.label, .value, .value])
        #expect(utterance.pauseReasons == [.betweenParts, .comma])
    }

    @Test func numbersWithThousandsSeparatorsAreNotSplit() throws {
        let utterance = try Support.describe(ElementFacts(label: "1,000 points"))
        #expect(utterance.segments.map(\.text) == ["1,000 points"])
        #expect(utterance.pauseReasons.isEmpty)
    }

    /// ASCII text is split as bytes and other text as characters: the same pieces either way,
    /// the white space after a comma dropped, a comma before no space splitting nothing.
    @Test func asciiAndOtherTextSplitAlike() throws {
        let ascii = try Support.describe(ElementFacts(label: "Red,  green,\tblue,sky"))
        #expect(ascii.segments.map(\.text) == ["Red,", "green,", "blue,sky"])
        #expect(ascii.pauseReasons == [.comma, .comma])
        let accented = try Support.describe(ElementFacts(label: "Rouge,  vert,\tbleu é,ciel"))
        #expect(accented.segments.map(\.text) == ["Rouge,", "vert,", "bleu é,ciel"])
        #expect(accented.pauseReasons == [.comma, .comma])
    }

    @Test func chineseAndArabicCommasSplit() throws {
        let chinese = try Support.describe(ElementFacts(label: "苹果公司，432.39美元、上涨"), in: "zh-Hans")
        #expect(chinese.segments.map(\.text) == ["苹果公司，", "432.39美元、", "上涨"])
        #expect(chinese.pauseReasons == [.comma, .comma])
        let arabic = try Support.describe(ElementFacts(label: "الطقس، مشمس"), in: "ar")
        #expect(arabic.segments.map(\.text) == ["الطقس،", "مشمس"])
    }

    @Test func hintComesAfterTheHintDelay() throws {
        let settings = DescriptionSettings(hintDelayMilliseconds: 1800)
        let utterance = try Support.describe(
            ElementFacts(label: "Volume", value: "50%", traits: .adjustable), in: "en-US", settings)
        #expect(utterance.pauseReasons == [.betweenParts, .betweenParts, .hintDelay])
        let hintDelay = utterance.parts.compactMap {
            if case .pause(let p) = $0, p.reason == .hintDelay { p.milliseconds } else { nil }
        }
        #expect(hintDelay == [1800])
        guard case .speech(let last) = utterance.parts.last else {
            Issue.record("the utterance should end with the hint")
            return
        }
        #expect(last.kind == .hint)
    }

    @Test func noHintDelayWithoutAHint() throws {
        let utterance = try Support.describe(ElementFacts(label: "Add", traits: .button))
        #expect(!utterance.pauseReasons.contains(.hintDelay))
    }

    @Test func segmentKindsOfAFullDescription() throws {
        let utterance = try Support.describe(
            ElementFacts(
                label: "Wi-Fi", value: "1",
                traits: [.selected, .button, .switchButton, .textField, .isEditing],
                context: .listStart))
        #expect(
            utterance.segments.filter { $0.kind != .hint }.map(\.kind)
                == [.selected, .label, .trait, .state, .trait, .state, .container])
        #expect(
            utterance.description
                == "Selected: Wi-Fi. Switch Button. On. Text Field. Is editing. List Start.")
    }
}
