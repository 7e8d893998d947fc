import AccessibilityModel
import Captures
import Foundation
import Testing

/// The system's own UI in captures (docs/captures.md, "The system's own UI"): what the audit
/// leaves out, as not the app's to fix.
@Suite struct SystemUITests {
    /// The identifiers of the elements VoiceOver stops on, with their labels.
    static func focusable(_ elements: [Element]) -> [(identifier: String, label: Template?)] {
        elements.flatMap { element in
            (element.isAccessibilityElement == .constant(true)
                ? [(element.accessibilityIdentifier ?? "", element.accessibilityLabel)] : [])
                + focusable(element.subviews)
        }
    }

    /// SpringBoard told by what it holds, though the tools label it " ": idb's home screen (its
    /// search button, `spotlight-pill`, beside the icons, as a real `idb ui describe-all` shows)
    /// and WebDriverAgent's page source (its icons, its app switcher's window).
    @Test(arguments: ["idb-home-screen.json", "wda-springboard-alerts.xml"])
    func springBoardIsRecognisedByWhatItHolds(_ name: String) throws {
        let screen = try Captured.load(name).app.screens[0]
        let elements = Self.focusable(screen.elements)
        #expect(elements.count > 4)
        for element in elements {
            #expect(screen.systemElements[element.identifier] == "SpringBoard", "\(element)")
        }
    }

    /// The keyboard's window shows its own buttons beside the keys (Emoji, Dictate), as a real
    /// dump shows them (swift-man/XCUITest_study, `README.md`): the system's too; the app's
    /// elements above the keyboard are not.
    @Test func theKeyboardWindowsOwnButtonsAreTheSystems() throws {
        let screen = try Captured.load("xcuitest-keyboard-buttons.txt").app.screens[0]
        var parts: [String: String] = [:]
        for element in Self.focusable(screen.elements) {
            if let label = element.label?.constant {
                parts[label] = screen.systemElements[element.identifier] ?? "the app"
            }
        }
        #expect(
            parts == [
                "Your city": "the app", "Enrol": "the app", "q": "the system keyboard", "w": "the system keyboard",
                "shift": "the system keyboard", "return": "the system keyboard", "Emoji": "the system keyboard",
                "Dictate": "the system keyboard",
            ])
    }
}
