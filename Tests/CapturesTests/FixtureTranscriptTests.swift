import Captures
import Foundation
import ScreenFiles
import Testing

/// Every fixture imported and heard: the spoken transcript, and the warnings that say what is
/// approximate (docs/captures.md).
@Suite struct FixtureTranscriptTests {
    @Test func settingsWithTraitsAttribute() throws {
        #expect(
            try Captured.transcript("wda-settings-traits.xml") == [
                "Settings. Back Button.",
                "Sounds. Heading.",
                "Vibrate on Ring. Switch Button. On. List Start. Double tap to toggle setting.",
                "Vibrate on Silent. Switch Button. Off. Double tap to toggle setting.",
                "Keyboard Clicks. Switch Button. On. Double tap to toggle setting.",
                "Ringer and Alerts: 50%. Adjustable. Swipe up or down with one finger to adjust the value.",
                "Ringtone: Reflection. Button.",
                "Reset Sounds. Dimmed. Button.",
                "Made by hand. List End.",
            ])
        let warnings = try Captured.load("wda-settings-traits.xml").warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.hasSuffix(
                    "wda-settings-traits.xml:20:11: warning: traits that are not UIAccessibilityTraits ignored: Sparkly"
                )
            })
    }

    @Test func legacySignUpWithoutAccessibleAttribute() throws {
        #expect(
            try Captured.transcript("wda-signup-legacy.xml") == [
                "Back Button.",
                "Sign Up. Heading.",
                "Email",
                "name@example.com. Text Field. Double tap to edit.",
                "Password. Secure Text Field. Double tap to edit.",
                "About you: I like tea. Text Field. Double tap to edit. Use the rotor to access Misspelled Words",
                "Search. Search Field.",
                "Create Account. Button.",
                "Terms of Service. Link.",
                "Shop logo. Image.",
            ])
        let warnings = try Captured.load("wda-signup-legacy.xml").warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.contains(
                    ":16:11: warning: 1 wrapper with the same label and frame as their only child collapsed into it")
            })
    }

    @Test func padTabBarSegmentsAndAdjustables() throws {
        let loaded = try Captured.load("wda-pad-tabs-segments.xml")
        #expect(loaded.app.screens[0].device == .pad)
        #expect(
            try Captured.transcript(loaded.app) == [
                "Selected: Hourly. Button. 1 of 3.",
                "Daily. Button. 2 of 3.",
                "Radar. Button. 3 of 3.",
                "Decrement. Button.",
                "Increment. Button.",
                "Unit: Celsius. Adjustable. Swipe up or down with one finger to adjust the value.",
                "page 2 of 5. Adjustable. Swipe up or down with one finger to adjust the value.",
                "Selected: Today. Tab. 1 of 3.",
                "Map. Tab. 2 of 3.",
                "List: 2 items. Tab. 3 of 3.",
            ])
    }

    @Test func alertHidesThePageUnderItAndAPushedPageIsLeftOut() throws {
        #expect(
            try Captured.transcript("wda-alert-over-pushed-page.xml") == [
                "Delete Note?. Heading.",
                "This note will be deleted.",
                "Cancel. Button.",
                "Delete. Button.",
            ])
        let warnings = try Captured.load("wda-alert-over-pushed-page.xml").warnings.map(\.description)
        #expect(warnings.contains { $0.contains(":5:7: warning: 1 element lies outside the window") })
        #expect(warnings.contains { $0.contains(":14:7: warning: this alert is modal: the 2 elements outside it") })
    }

    @Test func chineseKeyboardAndTextField() throws {
        #expect(
            try Captured.transcript("wda-keyboard-zh.xml") == [
                "新信息. Heading.",
                "取消. Button.",
                "信息: 你好. Text Field. Double tap to edit.",
                "发送. Button.",
                "q",
                "w",
                "Selected: shift",
                "空格",
            ])
        #expect(try Captured.transcript("wda-keyboard-zh.xml", locale: "zh-Hans").prefix(2) == ["新信息，标题。", "取消，按钮。"])
    }

    @Test func webViewLinksAndHeadingsLendTheirTraitsToTheirText() throws {
        #expect(
            try Captured.transcript("wda-webview.xml") == [
                "Recipes. Heading.",
                "Pancakes. Link.",
                "A stack of pancakes. Image.",
                "Mix, rest, fry.",
            ])
    }

    @Test func aCaptureWithNothingFocusableSaysSo() throws {
        let loaded = try Captured.load("wda-popup-empty.xml")
        #expect(try Captured.transcript(loaded.app).isEmpty)
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.contains(":2:1: warning: nothing here is focusable by VoiceOver")
            })
    }

    @Test func aTreeAtTheDepthLimitIsFlagged() throws {
        let loaded = try Captured.load("wda-depth-limit.xml")
        #expect(try Captured.transcript(loaded.app) == ["Top. Button."])
        #expect(
            loaded.warnings.map(\.description).contains {
                $0.contains(
                    ":53:1: warning: the tree reaches 50 levels, WebDriverAgent's default snapshotMaxDepth (50)")
            })
    }

    @Test func unknownTypesOddFramesAndRepeatedNames() throws {
        let loaded = try Captured.load("wda-odd-frames-unknown-types.xml")
        #expect(
            try Captured.transcript(loaded.app) == [
                "Edge. Button.",
                "Sparkles",
                "Help. Button.",
                "Help. Button.",
                "{name} & <more>. Button.",
            ])
        let warnings = loaded.warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.contains(
                    ":6:7: warning: the frame has a coordinate that is not a finite number (inf, inf, 0.0, 0.0)")
            })
        #expect(
            warnings.contains {
                $0.contains(
                    ":7:7: warning: the frame has a coordinate that is not a finite number (16.0, nan, 100.0, 44.0)")
            })
        let identifiers = loaded.app.screens[0].elements.compactMap(\.accessibilityIdentifier)
        #expect(identifiers.contains("Help") && identifiers.contains("Help-2") && identifiers.contains("button"))
    }

    @Test func xcuiTestDebugDescription() throws {
        #expect(
            try Captured.transcript("xcuitest-settings.txt") == [
                "Settings. Back Button.",
                "Wi-Fi. Heading.",
                "Wi-Fi. Switch Button. On. List Start. Double tap to toggle setting.",
                "Selected: Home, Connected. Button.",
                "Ask to Join Networks: Notify. Button.",
                "Other's network. Dimmed. Button.",
                "Network name. Text Field. List End. Double tap to edit.",
            ])
    }
}

/// Values and platforms the capture tools write that VoiceOver says otherwise.
@Suite struct CapturedStateTests {
    @Test func aValueThatOnlyMirrorsSelectionIsNotSpoken() throws {
        let transcript = try Captured.transcript("xcuitest-tabs-note.txt")
        #expect(transcript.contains("Selected: Week. Tab. 2 of 3."))
        #expect(transcript.contains("Tab Bar. Day. Tab. 1 of 3."))
        #expect(transcript.contains("Selected: Monday. List Start."))
        #expect(transcript.contains("Tuesday"))
    }

    @Test func aOneOnAnElementNotSelectedIsKept() throws {
        let dump = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Mail'
                TabBar, 0x2, {{0.0, 761.0}, {390.0, 83.0}}
                  Button, 0x3, {{0.0, 762.0}, {195.0, 48.0}}, label: 'Inbox', value: 1
                  Button, 0x4, {{195.0, 762.0}, {195.0, 48.0}}, label: 'Sent', value: 1, Selected
            """
        let app = try CaptureReader.read(data: Data(dump.utf8), name: "mail.txt").app
        #expect(try Captured.transcript(app) == ["Inbox: 1. Tab. 1 of 2.", "Selected: Sent. Tab. 2 of 2."])
    }

    @Test func toggleButtonTraitIsReadAsASwitch() throws {
        let loaded = try Captured.load("wda-swiftui-hidden.xml")
        #expect(try Captured.transcript(loaded.app).contains("Mute. Switch Button. On. Double tap to toggle setting."))
        #expect(!loaded.warnings.map(\.description).contains { $0.contains("not UIAccessibilityTraits") })
    }

    @Test func aTVOSDumpIsRefusedAtItsWindow() {
        let errors = Captured.failure("xcuitest-tvos.txt").map(\.description)
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "xcuitest-tvos.txt:4:5: error: this capture comes from tvOS (a window of 1920 × 1080 points is an Apple TV's screen): Earshot reads VoiceOver on iPhone and iPad, and tvOS's VoiceOver follows the focus engine, which it does not emulate"
                )
            })
    }

    /// A subtree printed without its window is told by the focus engine's `Focused` flag; iOS's
    /// `Keyboard Focused` text field is read as before.
    @Test func aTVOSSubtreeIsRefusedAtItsFocusedElement() throws {
        let tvSubtree = """
            Element subtree:
             →CollectionView, 0x1, {{0.0, 160.0}, {1920.0, 420.0}}
                Cell, 0x2, {{90.0, 180.0}, {548.0, 380.0}}, label: 'The Long Night', Focused
            """
        let errors = Captured.failure(data: Data(tvSubtree.utf8), name: "row.txt").map(\.description)
        #expect(errors.first?.hasPrefix("row.txt:3:5: error: this capture comes from tvOS (the `Focused` flag") == true)
        let phoneForm = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Sign in'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  TextField, 0x3, {{16.0, 100.0}, {358.0, 44.0}}, placeholderValue: 'Email', Keyboard Focused
            """
        let app = try CaptureReader.read(data: Data(phoneForm.utf8), name: "form.txt").app
        #expect(try Captured.transcript(app) == ["Email. Text Field. Double tap to edit."])
    }

    @Test func aTVOSPageSourceIsRefusedWithAReason() {
        let errors = Captured.failure("wda-tvos.xml").map(\.description)
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "wda-tvos.xml:3:3: error: this capture comes from tvOS (WebDriverAgent writes `focused` only there): Earshot reads VoiceOver on iPhone and iPad, and tvOS's VoiceOver follows the focus engine, which it does not emulate"
                )
            })
    }
}
