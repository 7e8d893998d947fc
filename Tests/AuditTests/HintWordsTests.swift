import AccessibilityModel
import Audit
import Findings
import Testing

/// The hint rules against the guide's own examples (Accessibility Programming Guide for iOS,
/// Guidelines for Creating Hints; its Chinese and Russian translations): its recommended hints
/// are not flagged, its bad ones are, each by the rule it illustrates.
struct HintWordsTests {
    static func findings(_ rule: any AuditRule, _ elements: [Element], locale: String = "en-US") throws -> [Finding] {
        let app = App(screens: [
            RuleExample.laidOut(
                Screen(name: "s", elements: elements))
        ])
        return try Auditor(rules: [rule], voices: AuditTestSupport.voices).audit(app, locales: [locale])
    }

    /// A hint is lower-cased before its gesture is looked for, and the words are matched as
    /// written first: an upper-case word in the table would never be found.
    @Test func theGestureWordsAreLowerCase() {
        for (language, words) in HintWords.byLanguage {
            for word in words.gestures + (words.notGestures ?? []) {
                #expect(word == word.lowercased(), "\(language): \(word)")
            }
        }
    }

    @Test func wordNetIsRead() throws {
        let lexicon = try #require(EnglishLexicon.shared, "WordNet (Debian's wordnet-base) is not installed")
        #expect(lexicon.isVerb("play") && lexicon.isVerb("add") && !lexicon.isVerb("slider"))
        #expect(lexicon.base(ofThirdPerson: "plays") == "play")
        #expect(lexicon.base(ofThirdPerson: "searches") == "search")
        #expect(lexicon.base(ofThirdPerson: "copies") == "copy")
        #expect(lexicon.base(ofThirdPerson: "songs") == nil)
        #expect(lexicon.thirdPerson(of: "Search") == "Searches" && lexicon.thirdPerson(of: "Copy") == "Copies")
        #expect(lexicon.thirdPerson(of: "Play") == "Plays" && lexicon.thirdPerson(of: "Go") == "Goes")
    }

    @Test func theGuidesRecommendedHintsDoNotRepeatTheLabel() throws {
        let good = [
            Element("Play", traits: .button).hint("Plays the song."),
            Element("Add", traits: .button).hint("Adds an account."),
            Element("Add", traits: .button).hint("Adds a comment."),
        ]
        #expect(try Self.findings(HintRepeatsLabelRule(), good).isEmpty)
        let chinese = [Element("添加", traits: .button).hint("添加标题"), Element("添加", traits: .button).hint("添加一个账户")]
        #expect(try Self.findings(HintRepeatsLabelRule(), chinese, locale: "zh-Hans").isEmpty)
        let russian = [Element("Добавить", traits: .button).hint("Добавляет учётную запись.")]
        #expect(try Self.findings(HintRepeatsLabelRule(), russian, locale: "ru").isEmpty)
    }

    @Test func aHintThatOnlyRepeatsTheLabelIsFlagged() throws {
        try #require(EnglishLexicon.shared != nil)
        let findings = try Self.findings(
            HintRepeatsLabelRule(),
            [
                Element("Save", traits: .button).hint("Save saves your edits."),
                Element("Back", traits: .button).hint("Back returns to the previous screen."),
                Element("Play", traits: .button).hint("Play."),
            ])
        #expect(
            findings.map(\.message) == [
                "the hint repeats the label \"Save\"", "the hint repeats the label \"Back\"",
                "the hint repeats the label \"Play\"",
            ])
        #expect(
            findings.map(\.spokenAfterFix) == [
                "Save. Button. Saves your edits.",
                "Back. Button. Returns to the previous screen.", "Play. Button.",
            ])
    }

    @Test func aHintNamingTheControlTypeIsFlaggedInEachLanguage() throws {
        let english = try Self.findings(
            HintRepeatsLabelRule(),
            [
                Element("Add", traits: .button).hint("Button that adds a name."),
                Element("Scale", traits: .adjustable).value("50%").hint("Slider that controls the scale."),
                Element("Photo", traits: .button).hint("Switch to the other photo."),
            ])
        #expect(
            english.map(\.message) == [
                "the hint names the control type \"Button\"", "the hint names the control type \"Slider\"",
            ])
        let russian = try Self.findings(
            HintRepeatsLabelRule(),
            [
                Element("Добавить", traits: .button).hint("Кнопка, добавляющая имя."),
                Element("Масштаб", traits: .adjustable).value("50%").hint("Ползунок, управляющий масштабом."),
            ], locale: "ru")
        #expect(russian.count == 2)
        let chinese = try Self.findings(
            HintRepeatsLabelRule(),
            [
                Element("添加", traits: .button).hint("按钮用于添加名称。"),
                Element("缩放比例", traits: .adjustable).value("50%").hint("控制缩放比例的滑块。"),
            ], locale: "zh-Hans")
        #expect(chinese.count == 2)
    }

    @Test func onlyARealImperativeIsCalledOne() throws {
        try #require(EnglishLexicon.shared != nil)
        let findings = try Self.findings(
            HintImperativeRule(),
            [
                Element("Add", traits: .button).hint("Button that adds a name."),
                Element("Scale", traits: .adjustable).value("50%").hint("Slider that controls the scale."),
                Element("Photo", traits: .button).hint("Double tap to open the photo."),
                Element("Play", traits: .button).hint("Plays the song."),
                Element("Play", traits: .button).hint("Play the song."),
                Element("Find", traits: .button).hint("Search the list."),
                Element("Photo", traits: .button).hint("Open the photo."),
            ])
        #expect(
            findings.map(\.message) == [
                "the hint starts with \"Play\", an imperative", "the hint starts with \"Search\", an imperative",
                "the hint starts with \"Open\", an imperative",
            ])
        #expect(
            findings.map(\.spokenAfterFix) == [
                "Play. Button. Plays the song.", "Find. Button. Searches the list.", "Photo. Button. Opens the photo.",
            ])
    }
}

/// The words and marks the rules look for are data: the compiled-in table, and Unicode's
/// Sentence_Terminal property.
struct HintWordDataTests {
    @Test func theTableHasEachLanguagesGesturesAndControls() {
        #expect(HintWords.byLanguage.keys.sorted() == ["de", "en", "ja", "ru", "zh"])
        #expect(HintWords.byLanguage["ru"]?.gestures.contains("коснитесь") == true)
        #expect(HintWords.byLanguage["zh"]?.controls.contains("滑块") == true)
        #expect(HintWords.allGestures.contains("tap") && HintWords.allGestures.contains("轻点"))
    }

    @Test(arguments: [
        ("Add.", true), ("添加。", true), ("जोड़ें।", true), ("إضافة۔", true), ("Add?", false), ("添加！", false),
        ("Add…", false), ("Add", false),
    ])
    func aLabelEndsWithAFullStopOfAnyScript(_ label: String, _ fullStop: Bool) {
        #expect(label.last?.isFullStop == fullStop, "\(label)")
    }

    @Test func sentencesEndAtAnyScriptsTerminal() {
        #expect(LabelTooLongRule.sentences(in: "Apple Inc., $432.39") == ["Apple Inc., $432.39"])
        #expect(LabelTooLongRule.sentences(in: "Saved. Tap to undo.").count == 2)
        #expect(LabelTooLongRule.sentences(in: "已保存。点按撤销。").count == 2)
        #expect(LabelTooLongRule.sentences(in: "हो गया। फिर से").count == 2)
        #expect(LabelTooLongRule.mayHaveSentences("هل أنت متأكد؟ نعم"))
        #expect(!LabelTooLongRule.mayHaveSentences("Apple Inc., $432.39"))
    }
}
