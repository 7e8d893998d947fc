import AccessibilityModel
import SpokenDescription
import Testing
import Utterances

@Suite struct PitchTests {
    @Test func capitalisedLabel() throws {
        let utterance = try Support.describe(ElementFacts(label: "Add", traits: .button))
        #expect(utterance.segments.map(\.pitch) == [.capitalised, .neutral])
    }

    @Test func lowercaseLabel() throws {
        let utterance = try Support.describe(ElementFacts(label: "add"))
        #expect(utterance.segments.map(\.pitch) == [.lowercaseStart])
    }

    @Test(arguments: [("设置", "zh-Hans"), ("設定", "ja"), ("إعدادات", "ar"), ("42 items", "en-US")])
    func scriptsWithoutCaseAndDigitsAreNeutral(_ label: String, _ locale: String) throws {
        let utterance = try Support.describe(ElementFacts(label: label), in: locale)
        #expect(utterance.segments.map(\.pitch) == [.neutral])
    }

    @Test func onlyTheStartOfACommaSplitLabelIsShaped() throws {
        let utterance = try Support.describe(ElementFacts(label: "Apple Inc., up 1.3%"))
        #expect(utterance.segments.map(\.pitch) == [.capitalised, .neutral])
    }

    @Test func hintEndingWithAPeriodFalls() throws {
        let withPeriod = try Support.describe(ElementFacts(label: "Play", hint: "Plays the song."))
        #expect(withPeriod.segments.last?.pitch == .sentenceFall)
        let withoutPeriod = try Support.describe(
            ElementFacts(label: "Play", hint: "Plays the song"))
        #expect(withoutPeriod.segments.last?.pitch == .neutral)
    }

    @Test func groupEdgesWithPitchChange() throws {
        let first = try Support.describe(
            ElementFacts(label: "Alpha, Beta", value: "On", groupEdge: .first))
        #expect(first.segments.map(\.pitch) == [.raised, .raised, .raised])
        let last = try Support.describe(
            ElementFacts(label: "Omega", traits: .button, groupEdge: .last))
        #expect(last.segments.map(\.pitch) == [.lowered, .neutral])
    }

    @Test func groupEdgesWithoutPitchChange() throws {
        let utterance = try Support.describe(
            ElementFacts(label: "Alpha", groupEdge: .first), in: "en-US",
            DescriptionSettings(pitchChange: false))
        #expect(utterance.segments.map(\.pitch) == [.capitalised])
    }
}
