import AccessibilityModel
import Audit
import Findings
import Testing

/// Names a label shows on purpose keep their own spelling: a company's abbreviation, a product's
/// lower-case first letter, a username or a document's name shown as content.
struct NamesInLabelsTests {
    @Test func anAbbreviationsFullStopEndsNoSentence() throws {
        let names = [Element("Contoso Inc.", traits: .button), Element("Meier & Co.", traits: .button)]
        #expect(try HintWordsTests.findings(LabelPeriodRule(), names).isEmpty)
        let sentence = [Element("Log in.", traits: .button), Element("Done.", traits: .button)]
        #expect(try HintWordsTests.findings(LabelPeriodRule(), sentence).count == 2)
    }

    @Test func aNameWrittenWithALowerCaseFirstLetterIsKept() throws {
        let names = [
            Element("iCloud Drive", traits: .button), Element("eBay", traits: .button),
            Element("app.st", traits: .link), Element("jane@example.com", traits: .staticText),
        ]
        #expect(try HintWordsTests.findings(LabelCapitalRule(), names).isEmpty)
        #expect(try HintWordsTests.findings(LabelCapitalRule(), [Element("log out", traits: .button)]).count == 1)
    }

    @Test func aUsernameOrDocumentNameShownAsTextIsNoAssetName() throws {
        let content = [Element("jane_doe", traits: .staticText), Element("Invoice.pdf", traits: .staticText)]
        #expect(try HintWordsTests.findings(LabelFileNameRule(), content).isEmpty)
        let assets = [Element("icon_share.png", traits: .button), Element("img_header_2x", traits: .image)]
        #expect(try HintWordsTests.findings(LabelFileNameRule(), assets).count == 2)
    }

    /// In a language of another script, a name kept in Latin letters is read as a name; an English
    /// phrase left untranslated is `script`'s finding.
    @Test(arguments: [
        ("ru", ["Открыть в Safari", "Настройки Wi-Fi", "Apple ID", "Сообщение от John Appleseed", "Bluetooth"]),
        ("ru", ["Подробнее на https://duckduckgo.com/about", "Написать на dax@duck.com", "DuckDuckGo для iOS"]),
        ("ja", ["Safariで開く", "Wi-Fi", "iCloud設定", "MP3ファイル", "USBで接続"]),
        ("zh-Hans", ["用Safari打开", "Apple ID", "访问duckduckgo.com"]),
        ("ru", ["Специальный VPN-виджет", "DNS-сервер", "Пишите @support", "Поле user_id"]),
        ("ja", ["@bob:matrix.org を招待", "リクエストにroom_idがありません。", "（例 #foo:example.org）"]),
    ])
    func aNameKeptInLatinLettersIsNoScriptFinding(_ locale: String, _ labels: [String]) throws {
        let elements = labels.map { Element(.literal($0), traits: .button) }
        let findings = try HintWordsTests.findings(ScriptRule(), elements, locale: locale)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test(arguments: [
        ("ru", ["Добавить в cart", "Add To Cart", "We didn’t recognize this Invite Code.", "Sign In"]),
        ("ja", ["cartに追加", "Add To Cart", "End-to-end暗号化"]),
    ])
    func anEnglishPhraseLeftUntranslatedIsAScriptFinding(_ locale: String, _ labels: [String]) throws {
        for label in labels {
            let findings = try HintWordsTests.findings(
                ScriptRule(), [Element(.literal(label), traits: .button)], locale: locale)
            #expect(findings.count == 1, "\(label)")
        }
    }

    /// What a user typed into a field is theirs, in whatever language: the field's label is
    /// still judged.
    @Test func aTextFieldsTypedValueIsNotJudged() throws {
        let typed = Element("Поиск", traits: .searchField).value(.literal("weather tomorrow"))
        #expect(try HintWordsTests.findings(ScriptRule(), [typed], locale: "ru").isEmpty)
        let shown = Element("Погода", traits: .staticText).value(.literal("weather tomorrow"))
        #expect(try HintWordsTests.findings(ScriptRule(), [shown], locale: "ru").count == 1)
    }

    /// The same text in the development language and a translation is no untranslated string
    /// when it stays the same in every language.
    @Test func aNameATermOrAKeyIsTheSameInEveryLanguage() {
        for text in ["Wi-Fi", "Shift", "Anna Petrova", "iPhone", "USB", "Bluetooth", "dax@duck.com", "MP3"] {
            #expect(UntranslatedRule.isKeptInEveryLanguage(text), "\(text)")
        }
        for text in ["Add", "Settings", "Text Size", "Sign In", "Add to cart", "Get Started"] {
            #expect(!UntranslatedRule.isKeptInEveryLanguage(text), "\(text)")
        }
    }
}
