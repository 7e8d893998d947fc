import Audit
import TestSupport
import Testing

/// What real captures showed the rules getting wrong: a header written as prose is not a label
/// with a stray full stop, rows scrolled out of a scroll view's window are content VoiceOver
/// scrolls to, and a capture in Japanese audited in English is one mistake of locale, said once.
struct CapturedFalseFindingsTests {

    /// A settings list whose section header explains the page in a sentence, as iOS's
    /// Accessibility settings do, and a button whose label ends with a stray full stop.
    static let proseHeader = CaptureText.page(
        """
              <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="64" width="375" height="603">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="0" y="99" width="375" height="46" name="Accessibility features help you customize your iPhone for your individual needs." label="Accessibility features help you customize your iPhone for your individual needs."/>
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="180" width="375" height="44" name="VoiceOver" label="VoiceOver"/>
              </XCUIElementTypeTable>
              <XCUIElementTypeButton type="XCUIElementTypeButton" enabled="true" visible="true" x="0" y="600" width="375" height="44" name="Done." label="Done."/>
        """)

    /// A day view scrolled down: hour rows above the window belong to the scroll view's content,
    /// which the capture does not keep as such.
    static let scrolledRows = CaptureText.page(
        """
              <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" enabled="true" visible="true" x="0" y="100" width="375" height="500">
                <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" accessible="false" x="0" y="-300" width="375" height="1200">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" name="0:00" label="0:00" enabled="true" visible="false" accessible="true" x="0" y="-290" width="375" height="50"/>
                  <XCUIElementTypeOther type="XCUIElementTypeOther" name="1:00" label="1:00" enabled="true" visible="false" accessible="true" x="0" y="-240" width="375" height="50"/>
                  <XCUIElementTypeOther type="XCUIElementTypeOther" name="9:00" label="9:00" enabled="true" visible="true" accessible="true" x="0" y="160" width="375" height="50"/>
                </XCUIElementTypeOther>
              </XCUIElementTypeScrollView>
        """)

    /// A calendar scrolled so that an hour row, marked not visible, lies under the navigation
    /// bar's buttons; and a ribbon image, visible, drawn over a line of text.
    static let rowUnderTheBar = CaptureText.page(
        """
              <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" enabled="true" visible="true" accessible="false" x="0" y="44" width="375" height="50">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Search" label="Search" enabled="true" visible="true" accessible="true" x="270" y="47" width="49" height="44"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Add" label="Add" enabled="true" visible="true" accessible="true" x="325" y="47" width="44" height="44"/>
              </XCUIElementTypeNavigationBar>
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="10:00" label="10:00" enabled="true" visible="false" accessible="true" x="51" y="49" width="324" height="51"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Welcome" label="Welcome" enabled="true" visible="true" accessible="true" x="20" y="300" width="100" height="44"/>
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="Fork me" label="Fork me" enabled="true" visible="true" accessible="true" x="0" y="280" width="150" height="150"/>
        """)

    /// A Japanese calendar's toolbar, captured without a language: the capture says nothing of it.
    static let japanese = CaptureText.page(
        """
              <XCUIElementTypeToolbar type="XCUIElementTypeToolbar" enabled="true" visible="true" x="0" y="600" width="375" height="67">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="今日" label="今日" enabled="true" visible="true" x="0" y="610" width="90" height="44"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="カレンダー" label="カレンダー" enabled="true" visible="true" x="95" y="610" width="90" height="44"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="出席依頼" label="出席依頼" enabled="true" visible="true" x="190" y="610" width="90" height="44"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="検索" label="検索" enabled="true" visible="true" x="285" y="610" width="90" height="44"/>
              </XCUIElementTypeToolbar>
        """)

    @Test func aHeaderWrittenAsProseKeepsItsFullStop() throws {
        let findings = try AuditTestSupport.audit(capture: Self.proseHeader, rules: [LabelPeriodRule()])
        // The button's label is a name with a stray full stop; the header's is a sentence.
        #expect(findings.map(\.subject.element) == ["Done."])
    }

    @Test func rowsScrolledOutOfAScrollViewAreContentToScrollTo() throws {
        let findings = try AuditTestSupport.audit(capture: Self.scrolledRows, rules: [ElementOffScreenRule()])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func anElementMarkedNotVisibleCoversNothing() throws {
        let findings = try AuditTestSupport.audit(capture: Self.rowUnderTheBar, rules: [ElementCoveredRule()])
        // The hour row lies over the bar's buttons in the capture, but the bar is drawn over it;
        // the visible ribbon does cover the text.
        #expect(findings.map(\.subject.element) == ["Welcome"], "\(findings.map(\.message))")
    }

    @Test func aCaptureInAnotherLanguageIsToldItsLocaleOnce() throws {
        let findings = try AuditTestSupport.audit(capture: Self.japanese, rules: [ScriptRule()])
        let finding = try #require(findings.first)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(finding.subject.element == nil)
        #expect(finding.message.contains("--locale ja"), "\(finding.message)")
        #expect(try AuditTestSupport.audit(capture: Self.japanese, rules: [ScriptRule()], locale: "ja").isEmpty)
    }
}
