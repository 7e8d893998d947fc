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
}
