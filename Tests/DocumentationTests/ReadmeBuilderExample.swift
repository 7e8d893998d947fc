import AccessibilityModel
import Navigation
import Testing
import Voices

@Test func aButtonLabelledWithItsTraitSaysItTwice() throws {
    let app = App {
        Screen("list") {
            Element("Shopping", traits: .header).frame(16, 60, 200, 30)
            Element("Add button", traits: .button).frame(16, 100, 120, 44)
        }
    }
    var session = try NavigationSession(app: app, locale: "en-US", voices: .standard())
    session.next()
    #expect(session.lastUtterance?.description == "Add button. Button.")
}
