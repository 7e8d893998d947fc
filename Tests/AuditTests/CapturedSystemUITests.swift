import Audit
import Findings
import Testing

/// Captures of real apps: what a capture cannot hold is not reported as missing, and the
/// system's own UI it shows (the keyboard, the status bar, SpringBoard) is not the app's to fix.
struct CapturedSystemUITests {
    /// A captured page of a Settings-like app: a slider, the status bar and the system keyboard.
    static let capture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
              <XCUIElementTypeSlider type="XCUIElementTypeSlider" name="Brightness" label="Brightness" value="50%" enabled="true" visible="true" accessible="true" x="16" y="120" width="358" height="44" index="0"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="Name" label="Name" enabled="true" visible="true" accessible="true" x="16" y="200" width="358" height="44" index="1"/>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="1">
              <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" accessible="false" x="0" y="540" width="390" height="304" index="0">
                <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" accessible="true" x="3" y="550" width="33" height="42" index="0"/>
                <XCUIElementTypeKey type="XCUIElementTypeKey" name="w" label="w" enabled="true" visible="true" accessible="true" x="42" y="550" width="33" height="42" index="1"/>
              </XCUIElementTypeKeyboard>
            </XCUIElementTypeWindow>
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="2">
              <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="47" index="0">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="12:41" label="12:41" enabled="true" visible="true" accessible="true" x="40" y="14" width="20" height="20" index="0"/>
              </XCUIElementTypeStatusBar>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    /// SpringBoard's home screen, captured: its icons are the system's.
    static let springBoard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="SpringBoard" label=" " enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
              <XCUIElementTypeIcon type="XCUIElementTypeIcon" name="Mail" label="Mail" enabled="true" visible="true" accessible="true" x="27" y="70" width="30" height="30" index="0"/>
              <XCUIElementTypeIcon type="XCUIElementTypeIcon" name="Notes" label="notes" enabled="true" visible="true" accessible="true" x="117" y="70" width="30" height="30" index="1"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    /// SpringBoard's home screen as real idb and WebDriverAgent captures label it: " ". Its icons
    /// (`XCUIElementTypeIcon`) tell it.
    static let springBoardUnnamed = springBoard.replacingOccurrences(of: "name=\"SpringBoard\"", with: "name=\" \"")

    static func audit(_ capture: String = capture, rules: [any AuditRule] = AuditRules.audit) throws -> [Finding] {
        try AuditTestSupport.audit(capture: capture, rules: rules)
    }

    @Test func aCapturedSliderIsNotSaidToLackActions() throws {
        #expect(try Self.audit(rules: [AdjustableWithoutActionsRule()]).isEmpty)
    }

    @Test(arguments: [springBoard, springBoardUnnamed])
    func springBoardIsNotTheAppsToFix(_ capture: String) throws {
        let findings = try Self.audit(capture)
        #expect(findings.isEmpty, "\(findings.map { "\($0.subject.element ?? ""): \($0.message)" })")
    }

    @Test func theSystemKeyboardAndStatusBarAreNotTheAppsToFix() throws {
        let small = try Self.audit(rules: [TouchTargetTooSmallRule()])
        // Only the app's own elements: the keys (33 × 42) and the clock (20 × 20) are the system's.
        #expect(small.isEmpty, "\(small.map { "\($0.subject.element ?? ""): \($0.message)" })")
        let all = try Self.audit()
        #expect(!all.contains { ["q", "w", "12:41"].contains($0.subject.element ?? "") })
    }
}
