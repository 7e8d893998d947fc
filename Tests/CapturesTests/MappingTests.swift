import AccessibilityModel
import Captures
import Foundation
import ScreenFiles
import Testing

/// The mapping rules of docs/captures.md, one at a time, on small captures.
@Suite struct MappingTests {
    /// A page source of one window holding `elements` (XML element lines).
    static func page(_ elements: String, width: Int = 393, height: Int = 852) -> Data {
        Data(
            """
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="\(width)" height="\(height)">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="\(width)" height="\(height)">
            \(elements)
            </XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>
            """.utf8)
    }

    static func said(_ elements: String) throws -> [String] {
        try Captured.transcript(CaptureReader.read(data: page(elements), name: "page.xml").app)
    }

    @Test(arguments: [
        ("1", "On."), ("0", "Off."), ("on", "On."), ("off", "Off."), ("true", "On."), ("false", "Off."),
        ("2", "Mixed."),
    ])
    func switchValuesAreNormalised(_ value: String, _ state: String) throws {
        let said = try Self.said(
            #"<XCUIElementTypeSwitch label="Wi-Fi" value="\#(value)" x="0" y="100" width="393" height="44"/>"#)
        #expect(said == ["Wi-Fi. Switch Button. \(state) Double tap to toggle setting."])
    }

    @Test func aValueEqualToThePlaceholderIsThePlaceholder() throws {
        let said = try Self.said(
            #"<XCUIElementTypeTextField value="Email" placeholderValue="Email" x="0" y="100" width="393" height="44"/>"#
        )
        #expect(said == ["Email. Text Field. Double tap to edit."])
    }

    /// A field's placeholder is kept as one: VoiceOver says it where the field has no label, an
    /// imported screen file writes it as `earshotPlaceholder`, and a label beside it is said alone.
    @Test func aPlaceholderStaysAPlaceholderAndIsSaidInPlaceOfAMissingLabel() throws {
        let field = #"<XCUIElementTypeTextField placeholderValue="Email" x="0" y="100" width="393" height="44"/>"#
        let app = try CaptureReader.read(data: Self.page(field), name: "page.xml").app
        #expect(try Captured.transcript(app) == ["Email. Text Field. Double tap to edit."])
        let text = ScreenFileWriter.yaml(app, comments: [:])
        #expect(text.contains("earshotPlaceholder: Email") && !text.contains("accessibilityLabel: Email"), "\(text)")
        let labelled =
            #"<XCUIElementTypeTextField label="Username" placeholderValue="jane@example.com" x="0" y="100" width="393" height="44"/>"#
        #expect(try Self.said(labelled) == ["Username. Text Field. Double tap to edit."])
    }

    @Test func aSecureFieldsCharactersAreNeverSpoken() throws {
        let said = try Self.said(
            #"<XCUIElementTypeSecureTextField label="PIN" value="1234" x="0" y="100" width="393" height="44"/>"#)
        #expect(said == ["PIN. Secure Text Field. Double tap to edit."])
    }

    @Test func theTraitsAttributeWinsOverTheType() throws {
        let said = try Self.said(
            #"<XCUIElementTypeButton label="Top Stories" traits="Header" accessible="true" x="0" y="100" width="393" height="44"/>"#
        )
        #expect(said == ["Top Stories. Heading."])
    }

    @Test func accessibleMarksWhatIsFocusedAndNotItsDescendants() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeOther label="Card" accessible="true" x="0" y="100" width="393" height="100">
              <XCUIElementTypeButton label="Inside" accessible="true" x="10" y="110" width="100" height="44"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeStaticText label="Not focused" accessible="false" x="0" y="300" width="393" height="44"/>
            """)
        #expect(said == ["Card"])
    }

    @Test func withoutAccessibleLabelledLeavesAndControlsAreFocused() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeOther x="0" y="100" width="393" height="100">
              <XCUIElementTypeStaticText label="Title" x="10" y="110" width="100" height="30"/>
              <XCUIElementTypeButton x="200" y="150" width="44" height="44"/>
              <XCUIElementTypeImage x="300" y="150" width="44" height="44"/>
            </XCUIElementTypeOther>
            """)
        #expect(said == ["Title", "Button."])
    }

    @Test func nameIsTheIdentifierAndLabelIsSpoken() throws {
        let result = try CaptureReader.read(
            data: Self.page(
                #"<XCUIElementTypeButton name="btn_save" label="Save" x="0" y="100" width="393" height="44"/>"#),
            name: "page.xml")
        #expect(result.app.screens[0].elements.first?.accessibilityIdentifier == "btn_save")
        #expect(try Captured.transcript(result.app) == ["Save. Button."])
    }

    /// WeChat's web content wraps a heading's text twice, the heading, an unlabelled span and the
    /// text each carrying the level as value (crifan/ios_automation_facebook_wda, 搜一搜).
    @Test func aWebHeadingsTextWrappedTwiceIsAHeading() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeOther type="XCUIElementTypeOther" value="2" name="公众号" label="公众号" x="16" y="83" width="398" height="23">
              <XCUIElementTypeOther type="XCUIElementTypeOther" value="2" x="16" y="83" width="52" height="23">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="2" name="公众号" label="公众号" x="16" y="83" width="52" height="22"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeOther>
            """)
        #expect(said == ["公众号. Heading."])
    }

    /// The element `idb ui describe-point` writes is a piece of the screen away from its origin:
    /// it is its own window, and is read.
    @Test func anElementDescribedAloneIsReadWhereverItLies() throws {
        let json = """
            {"AXFrame": "{{120, 759}, {64, 64}}", "AXLabel": "Safari", "type": "Button", "role": "AXButton",
             "frame": {"x": 120, "y": 759, "width": 64, "height": 64}, "enabled": true}
            """
        let app = try CaptureReader.read(data: Data(json.utf8), name: "point.json").app
        #expect(try Captured.transcript(app) == ["Safari. Button."])
    }

    @Test func aPhoneAndAPadAreToldApartByTheWindow() throws {
        let phone = try CaptureReader.read(data: Self.page("", width: 430, height: 932), name: "phone.xml").app.screens[
            0]
        let pad = try CaptureReader.read(data: Self.page("", width: 1024, height: 1366), name: "pad.xml").app.screens[0]
        #expect(phone.device == .phone && phone.size == AccessibilitySize(width: 430, height: 932))
        #expect(pad.device == .pad)
    }
}
