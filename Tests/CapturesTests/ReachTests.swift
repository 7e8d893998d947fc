import AccessibilityModel
import AppLoading
import Captures
import Foundation
import Navigation
import Testing

/// What VoiceOver reaches in a capture (docs/captures.md, "What VoiceOver reaches"): each test is
/// a shape of a real capture (Fixtures/README.md names the public capture each one follows).
@Suite struct ReachTests {
    static func said(_ xml: String) throws -> [String] {
        try said(Data(xml.utf8))
    }

    static func said(_ data: Data) throws -> [String] {
        try Captured.transcript(CaptureReader.read(data: data, name: "page.xml").app)
    }

    // MARK: A switch in a cell

    /// Settings › Wi-Fi › Configure Proxy, pasted from its table down: the Authentication cell has
    /// the value `0`, no label, a static text and a switch both named "Authentication".
    @Test func aSwitchInATableCellIsNamedOnceByItsText() throws {
        #expect(
            try Captured.transcript("wda-proxy-table.xml") == [
                "Off. List Start.",
                "Manual",
                "Server: 192.168.31.46. Text Field. Double tap to edit.",
                "Port: 8081. Text Field. Double tap to edit.",
                "Authentication. Switch Button. Off. List End. Double tap to toggle setting.",
            ])
    }

    /// The same cell without its value: still one element, the switch's state its value, the
    /// name said once (it was the text, then the switch).
    @Test func aSwitchInATableCellWithoutAValueIsStillOneElement() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="414" height="736">
              <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="359" width="414" height="46">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Authentication" name="Authentication" label="Authentication" x="20" y="359" width="323" height="46"/>
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Authentication" label="Authentication" x="343" y="366" width="51" height="32"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            """)
        #expect(said == ["Authentication. Switch Button. On. List Start. Double tap to toggle setting."])
    }

    /// A Settings row cut out of its table (crifan/ios_automation_facebook_wda's notes paste the
    /// Authentication row alone): a switch or an accessory makes it a table's row, one element.
    @Test func aTableRowCutOutAloneIsOneElement() throws {
        let text =
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Authentication" name="Authentication" label="Authentication" x="20" y="359" width="323" height="46"/>"#
        let detail =
            #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Manual" name="Manual" label="Manual" x="320" y="372" width="50" height="21"/>"#
        let toggle =
            #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Authentication" label="Authentication" x="343" y="366" width="51" height="32"/>"#
        let chevron =
            #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="More Info" label="More Info" enabled="false" x="386" y="375" width="8" height="14"/>"#
        func row(_ parts: String...) throws -> [String] {
            try Self.said(
                #"<XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="359" width="414" height="46">"#
                    + parts.joined() + "</XCUIElementTypeCell>")
        }
        #expect(try row(text, toggle) == ["Authentication. Switch Button. Off. Double tap to toggle setting."])
        #expect(try row(text, detail, chevron) == ["Authentication, Manual. Button."])
        // Without either, nothing says which list it was cut from: its parts are read apart.
        #expect(try row(text, detail) == ["Authentication", "Manual"])
    }

    /// A collection view's cell is no element of its own (UIKit): its texts are read one by one.
    @Test func aCollectionViewCellIsNotMadeOneElement() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" x="0" y="0" width="414" height="736">
              <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="64" width="414" height="80">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Keyboard" name="Keyboard" label="Keyboard" x="154" y="71" width="134" height="27"/>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Utilities" name="Utilities" label="Utilities" x="154" y="101" width="184" height="19"/>
              </XCUIElementTypeCell>
            </XCUIElementTypeCollectionView>
            """)
        #expect(said == ["Keyboard. List Start.", "Utilities. List End."])
    }

    // MARK: Controls inside a focused element

    /// Settings › Wi-Fi: a network's labelled cell and its detail button, a stop of its own; the
    /// dimmed "More Info" of Configure Proxy is UIKit's chevron, no stop.
    @Test func aCellsAccessoryButtonIsItsOwnStop() throws {
        #expect(
            try Captured.transcript("wda-wifi-networks.xml") == [
                "Wi-Fi. Switch Button. On. List Start. Double tap to toggle setting.",
                "Home_5G, Secure network, Signal strength 3 of 3 bars",
                "More Info. Button.",
                "Configure Proxy: Off. Button. List End.",
            ])
    }

    /// A row's dimmed accessory glyph: a disclosure chevron (taller than wide: 8 × 14 points named
    /// "More Info" in crifan/ios_automation_facebook_wda's Settings pages, 12 × 15 named "chevron"
    /// and marked not visible in newer iOS) makes the row a button, as UIKit makes a cell with a
    /// disclosure indicator; a checkmark (14 × 11) does not.
    @Test func aDisclosureChevronMakesTheRowAButton() throws {
        func row(glyph name: String, width: Int, height: Int, visible: Bool = true) throws -> [String] {
            try Self.said(
                """
                <XCUIElementTypeTable type="XCUIElementTypeTable" x="0" y="0" width="414" height="736">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" x="0" y="99" width="414" height="45">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="General" name="General" label="General" x="64" y="110" width="60" height="21"/>
                    <XCUIElementTypeButton type="XCUIElementTypeButton" name="\(name)" label="\(name)" enabled="false" visible="\(visible)" x="380" y="113" width="\(width)" height="\(height)"/>
                  </XCUIElementTypeCell>
                </XCUIElementTypeTable>
                """)
        }
        #expect(try row(glyph: "More Info", width: 8, height: 14) == ["General. Button. List Start."])
        #expect(try row(glyph: "chevron", width: 12, height: 15, visible: false) == ["General. Button. List Start."])
        #expect(try row(glyph: "More Info", width: 14, height: 11) == ["General. List Start."])
    }

    /// Wikipedia's search field while it holds text: its clear button, "Clear text", is reached.
    @Test func aSearchFieldsClearButtonIsItsOwnStop() throws {
        let said = try Self.said(
            MappingTests.page(
                """
                <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" value="Appium" name="Search Wikipedia" label="Search Wikipedia" enabled="true" visible="true" x="8" y="60" width="300" height="36">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Clear text" label="Clear text" enabled="true" visible="true" x="280" y="68" width="20" height="20"/>
                </XCUIElementTypeSearchField>
                """))
        #expect(said == ["Search Wikipedia: Appium. Search Field.", "Clear text. Button."])
    }

    /// With the `accessible` attribute, the clear button is reached when it is accessible.
    @Test func theClearButtonFollowsTheAccessibleAttribute() throws {
        func said(_ accessible: Bool) throws -> [String] {
            try Self.said(
                MappingTests.page(
                    """
                    <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="tea" label="Note" accessible="true" x="8" y="60" width="300" height="36">
                      <XCUIElementTypeButton type="XCUIElementTypeButton" label="Clear text" accessible="\(accessible)" x="280" y="68" width="20" height="20"/>
                    </XCUIElementTypeTextField>
                    """))
        }
        #expect(try said(true) == ["Note: tea. Text Field. Double tap to edit.", "Clear text. Button."])
        #expect(try said(false) == ["Note: tea. Text Field. Double tap to edit."])
    }

    /// A real capture (../shared/captures/01, shirates-core's sign-up form): each secure field
    /// holds its reveal button, "common visibility off", which VoiceOver reaches after it.
    @Test(.enabled(if: Captured.shared("01-shirates-appdev-scrollview.xml") != nil))
    func aPasswordFieldsRevealButtonIsItsOwnStop() throws {
        let url = try #require(Captured.shared("01-shirates-appdev-scrollview.xml"))
        let said = try Captured.transcript(AppSource.load(url: url).app)
        let field = try #require(said.firstIndex(of: "password1. Secure Text Field. Double tap to edit."))
        #expect(said[field + 1] == "common visibility off. Button.")
    }

    /// A text view's links (a sign-up form's footer, as Settings' keyboard page writes its
    /// footer: a text view holding a link): swipes pass over them, the rotor's Links reaches them.
    @Test func aTextViewsLinksAreReachedWithTheRotor() throws {
        let app = try CaptureReader.read(
            data: MappingTests.page(
                """
                <XCUIElementTypeTextView type="XCUIElementTypeTextView" value="By signing up you agree to the Terms of Service and the Privacy Policy." enabled="true" visible="true" x="16" y="600" width="343" height="40">
                  <XCUIElementTypeLink type="XCUIElementTypeLink" name="Terms of Service" label="Terms of Service" enabled="true" visible="true" x="200" y="600" width="120" height="17"/>
                  <XCUIElementTypeLink type="XCUIElementTypeLink" name="Privacy Policy" label="Privacy Policy" enabled="true" visible="true" x="60" y="620" width="100" height="17"/>
                </XCUIElementTypeTextView>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Sign Up" label="Sign Up" enabled="true" visible="true" x="16" y="660" width="343" height="44"/>
                """), name: "page.xml"
        ).app
        #expect(
            try Captured.transcript(app) == [
                "By signing up you agree to the Terms of Service and the Privacy Policy.", "Sign Up. Button.",
            ])
        var session = try NavigationSession(app: app, locale: "en-US", voices: Captured.voices)
        session.perform(.rotorNext)
        #expect(session.rotorSetting == .links)
        #expect(session.perform(.rotorDown).map(\.description) == ["Terms of Service. Link."])
        #expect(session.perform(.rotorDown).map(\.description) == ["Privacy Policy. Link."])
        #expect(session.perform(.rotorDown).first?.cause == .boundary)
        #expect(session.perform(.rotorUp).map(\.description) == ["Terms of Service. Link."])
        #expect(session.focus == 0)
    }

    // MARK: The outermost element

    /// The App Store's tab bar pasted alone: its tabs say their position, as in a window.
    @Test func aPastedTabBarKeepsItsTabs() throws {
        let expected = [
            "Today. Tab. 1 of 5.", "Games. Tab. 2 of 5.", "Apps. Tab. 3 of 5.", "Updates. Tab. 4 of 5.",
            "Selected: Search. Tab. 5 of 5.",
        ]
        #expect(try Captured.transcript("wda-appstore-tabbar.xml") == expected)
        let source = try String(contentsOf: Captured.url("wda-appstore-tabbar.xml"), encoding: .utf8)
        let bar = source.split(separator: "\n").dropFirst().joined(separator: "\n")
        #expect(try Self.said(MappingTests.page(bar, width: 414, height: 736)) == expected)
    }

    @Test func aPastedTableKeepsItsListEdges() throws {
        let said = try Captured.transcript("wda-proxy-table.xml")
        #expect(said.first?.hasSuffix("List Start.") == true && said.last?.contains("List End.") == true)
    }

    // MARK: A selected tab's value

    /// WeChat's tab bar: "2" and "未读" are badges and stay values; nothing says which tab is
    /// selected.
    @Test func badgesStayValues() throws {
        #expect(
            try Captured.transcript("wda-wechat-tabbar.xml") == [
                "微信: 2. Tab. 1 of 4.", "通讯录. Tab. 2 of 4.", "发现: 未读. Tab. 3 of 4.", "我. Tab. 4 of 4.",
            ])
    }

    /// Two tabs valued `1`: one is a badge, which cannot be told, so both keep their value.
    @Test func twoTabsValuedOneKeepTheirValues() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="687" width="414" height="49">
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" label="Inbox" x="2" y="688" width="200" height="48"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" label="Sent" x="210" y="688" width="200" height="48"/>
            </XCUIElementTypeTabBar>
            """)
        #expect(said == ["Inbox: 1. Tab. 1 of 2.", "Sent: 1. Tab. 2 of 2."])
    }

    /// A capture that says what is selected keeps a `1` on a tab not selected: a badge.
    @Test func aCaptureThatWritesSelectionKeepsAOne() throws {
        let said = try Self.said(
            """
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" x="0" y="687" width="414" height="49">
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" label="Inbox" selected="false" x="2" y="688" width="200" height="48"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Sent" selected="true" x="210" y="688" width="200" height="48"/>
            </XCUIElementTypeTabBar>
            """)
        #expect(said == ["Inbox: 1. Tab. 1 of 2.", "Selected: Sent. Tab. 2 of 2."])
    }

    /// Older WebDriverAgent writes a selected button with no value of its own as valued `1`
    /// (`wdValue`): the one dot of a row of page dots so valued is the page shown.
    @Test func theOneButtonValuedOneAmongItsSiblingsIsSelected() throws {
        let dots = (0..<3).map { index in
            let value = index == 1 ? "value=\"1\" " : ""
            return
                "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" \(value)label=\"page dot\" x=\"\(177 + 25 * index)\" y=\"630\" width=\"10\" height=\"10\"/>"
        }
        #expect(
            try Self.said(MappingTests.page(dots.joined(separator: "\n"), width: 414, height: 736)) == [
                "page dot. Button.", "Selected: page dot. Button.", "page dot. Button.",
            ])
        // A button alone keeps its value: nothing beside it says it is one of a set.
        #expect(try Self.said(MappingTests.page(dots[1], width: 414, height: 736)) == ["page dot: 1. Button."])
    }

    // MARK: Text areas

    @Test func aTextViewIsATextArea() throws {
        let said = try Self.said(
            MappingTests.page(
                #"<XCUIElementTypeTextView type="XCUIElementTypeTextView" label="About you" value="I like tea" x="16" y="100" width="343" height="120"/>"#
            ))
        #expect(
            said == ["About you: I like tea. Text Field. Double tap to edit. Use the rotor to access Misspelled Words"])
        let app = try CaptureReader.read(
            data: MappingTests.page(
                #"<XCUIElementTypeTextView label="Notes" x="16" y="100" width="343" height="120"/>"#), name: "page.xml"
        ).app
        #expect(app.screens[0].elements.first?.accessibilityTraits == [.textField, .textArea])
    }

    // MARK: Custom actions

    @Test func webDriverAgentsCustomActionsAreKept() throws {
        let app = try CaptureReader.read(
            data: MappingTests.page(
                #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="Milk" customActions="Delete,Mark as bought" accessible="true" x="0" y="100" width="393" height="44"/>"#
            ), name: "page.xml"
        ).app
        let actions = app.screens[0].elements.first?.accessibilityCustomActions.map(\.name.source)
        #expect(actions == ["Delete", "Mark as bought"])
        #expect(
            try Captured.transcript(app) == [
                "Milk. Button. Actions available. Swipe up or down to select a custom action, then double tap to activate."
            ])
    }
}
