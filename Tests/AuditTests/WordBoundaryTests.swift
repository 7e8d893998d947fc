import AccessibilityModel
import Audit
import Findings
import Testing

/// Words the label and hint rules look for are found as words of their own, in the sense the
/// guide means: a trait word inside a longer word, or a gesture word used as a noun, is not
/// reported; the gestures and control types written other ways than the guide's examples are.
struct WordBoundaryTests {
    static func rules(_ rule: any AuditRule, _ elements: [Element], locale: String = "en-US") throws -> [String] {
        try HintWordsTests.findings(rule, elements, locale: locale).map(\.rule)
    }

    @Test func aTraitWordInsideALongerWordIsNotTheTrait() throws {
        let words = [
            Element("LinkedIn", traits: .link), Element("Tables", traits: .tabBarItem),
            Element("Imagery", traits: .image), Element("Headings", traits: .header),
        ]
        #expect(try Self.rules(TraitWordInLabelRule(), words).isEmpty)
        #expect(
            try Self.rules(TraitWordInLabelRule(), [Element("Tastenkombinationen", traits: .button)], locale: "de")
                .isEmpty)
    }

    @Test func removingATraitWordLeavesALabelOrAsksForOne() throws {
        let findings = try HintWordsTests.findings(
            TraitWordInLabelRule(),
            [Element("Add to cart button", traits: .button), Element("Image of a sunset", traits: .image)])
        #expect(findings.map(\.spokenAfterFix) == ["Add to cart. Button.", "‹label naming the element›. Image."])
        let russian = try HintWordsTests.findings(
            TraitWordInLabelRule(), [Element("Кнопка отправить", traits: .button)], locale: "ru")
        #expect(russian.first?.spokenAfterFix?.hasPrefix("Отправить") == true)
        let german = try HintWordsTests.findings(
            TraitWordInLabelRule(), [Element("Hinzufügen-Taste", traits: .button)], locale: "de")
        #expect(german.first?.spokenAfterFix?.hasPrefix("Hinzufügen") == true)
    }

    @Test func gestureWordsUsedAsNounsNameNoGesture() throws {
        let nouns = [
            Element("News", traits: .button).hint("Opens the press release."),
            Element("Card", traits: .button).hint("Shows your tap history."),
            Element("Pickup", traits: .button).hint("Lists stores that offer Click & Collect."),
        ]
        #expect(try Self.rules(HintNamesGestureRule(), nouns).isEmpty)
        let chinese = [Element("文章", traits: .button).hint("显示文章的点击量。")]
        #expect(try Self.rules(HintNamesGestureRule(), chinese, locale: "zh-Hans").isEmpty)
    }

    @Test func gesturesBeyondTheGuidesExamplesAreFound() throws {
        let english = [
            Element("Next", traits: .button).hint("Tapping moves to the next photo."),
            Element("Volume", traits: .adjustable).hint("Swiping up or down adjusts the volume."),
            Element("Reorder", traits: .button).hint(
                "Double tap and hold, wait for the sound, then drag to rearrange."),
        ]
        #expect(try Self.rules(HintNamesGestureRule(), english).count == 3)
        let chinese = ["双击以关闭", "点按以打开照片。", "长按以重新排列。"].map { Element("照片", traits: .button).hint(.literal($0)) }
        #expect(try Self.rules(HintNamesGestureRule(), chinese, locale: "zh-Hans").count == 3)
        let russian = ["Проведите вправо, чтобы открыть меню.", "Нажатие открывает настройки."].map {
            Element("Меню", traits: .button).hint(.literal($0))
        }
        #expect(try Self.rules(HintNamesGestureRule(), russian, locale: "ru").count == 2)
        let japanese = [Element("閉じる", traits: .button).hint("ダブルタップして閉じます")]
        #expect(try Self.rules(HintNamesGestureRule(), japanese, locale: "ja").count == 1)
        let german = [Element("Schließen", traits: .button).hint("Zum Schließen doppeltippen.")]
        #expect(try Self.rules(HintNamesGestureRule(), german, locale: "de").count == 1)
    }

    @Test func theControlTypeNamedOutsideTheGuidesShapeIsFound() throws {
        let english = [
            Element("Add", traits: .button).hint("Button to add a name."),
            Element("Wi-Fi", traits: .switchButton).hint("This switch turns on Wi-Fi."),
        ]
        #expect(try Self.rules(HintRepeatsLabelRule(), english) == ["hint-repeats-label", "hint-repeats-label"])
        let russian = [Element("Меню", traits: .button).hint("Кнопка открывает меню.")]
        #expect(try Self.rules(HintRepeatsLabelRule(), russian, locale: "ru") == ["hint-repeats-label"])
        // An order whose verb is a control's name too is not a type.
        let order = [Element("Photos", traits: .button).hint("Switch to the other photo.")]
        #expect(try Self.rules(HintRepeatsLabelRule(), order).isEmpty)
    }
}
