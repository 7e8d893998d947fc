import AccessibilityModel
import SpokenDescription
import Testing
import Utterances

/// Simplified Chinese: the words the project's Chinese VoiceOver summary confirms, and how the
/// description is joined (see voices/zh-Hans.yaml).
@Suite struct ChineseTests {
    @Test func dimmedButtonSaysButtonAndDimmedAfterTheLabel() throws {
        let utterance = try Support.describe(
            ElementFacts(label: "发送", traits: [.button, .notEnabled]), in: "zh-Hans")
        #expect(utterance.description == "发送，变灰。按钮。")
        #expect(utterance.segments.map(\.kind) == [.label, .trait, .trait])
        #expect(utterance.segments.allSatisfy { $0.language == "zh-Hans" })
    }

    @Test func buttonFollowsTheLabelWithAComma() throws {
        let utterance = try Support.describe(ElementFacts(label: "添加", traits: .button), in: "zh")
        #expect(utterance.description == "添加，按钮。")
    }

    @Test func labelEndingWithAFullStopGetsNoComma() throws {
        let utterance = try Support.describe(
            ElementFacts(label: "完成。", traits: .button), in: "zh-CN")
        #expect(utterance.description == "完成。按钮。")
    }

    @Test func chineseLabelHasNeutralPitch() throws {
        let utterance = try Support.describe(ElementFacts(label: "设置"), in: "zh-Hans")
        #expect(utterance.segments.first?.pitch == .neutral)
    }
}
