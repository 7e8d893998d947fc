import AccessibilityModel
import Foundation
import Navigation
import ScreenFiles
import Testing
import Utterances

/// Double tap, adjusting, escape, magic tap and scroll; the notifications actions post; what
/// VoiceOver says after an action changed the focused element.
@Suite struct ActionTests {
    /// A variable an action cannot change any more is reported once a session, where the action
    /// ran, instead of the state stopping in silence.
    @Test func aStringAtItsLimitIsReportedOncePerVariable() throws {
        let file = """
            variables:
              text: {type: string, initial: "abcdefghij"}
              other: {type: string, initial: "0123456789"}
            elements:
              - accessibilityIdentifier: double
                accessibilityLabel: Double
                accessibilityFrame: [0, 0, 100, 44]
                accessibilityActivate:
                  - set: {text: "{text + text}"}
              - accessibilityIdentifier: both
                accessibilityLabel: Both
                accessibilityFrame: [0, 50, 100, 44]
                accessibilityActivate:
                  - set: {text: "{text + text}", other: "{other + other}"}
            """
        let app = try ScreenFileLoader.load(data: Data(file.utf8), name: "double.yaml").app
        var session = try NavigationSession(app: app, locale: "en-US", voices: Fixtures.voices)
        var reported: [String] = []
        for _ in 0..<12 {
            session.activate()
            reported += session.takeProblems()
        }
        #expect(
            reported == [
                "'text' is left unchanged: the text is 10240 characters long; a string variable holds at most 10000 (Variable.maximumStringLength)"
            ])
        try session.focus(on: "both")
        for _ in 0..<12 {
            session.activate()
            reported += session.takeProblems()
        }
        #expect(reported.count == 2)
        #expect(reported.last?.hasPrefix("'other' is left unchanged: the text is 10240 characters long") == true)
        #expect(session.takeProblems().isEmpty)
    }

    @Test func aSwitchSaysItsNewStateAfterADoubleTap() throws {
        var session = try Fixtures.session("settings.yaml")
        try session.focus(on: "wifi")
        #expect(session.lastUtterance?.texts == ["Wi-Fi. Switch Button. On. Double tap to toggle setting."])
        let said = session.activate()
        #expect(said.cues == [.activate])
        #expect(said.texts == ["", "Off."])
        #expect(session.activate().texts == ["", "On."])

        var russian = try Fixtures.session("settings.yaml", locale: "ru")
        try russian.focus(on: "wifi")
        #expect(russian.activate().texts.last == "Выкл.")
    }

    @Test func aButtonWhoseLabelChangesIsSaidAgain() throws {
        var session = try Fixtures.session("music.yaml")
        try session.focus(on: "playPause")
        #expect(session.activate().texts.last == "Pause. Button.")
        #expect(session.activate().texts.last == "Play. Button.")
    }

    @Test func nothingChangedNothingSaid() throws {
        var session = try Fixtures.session("music.yaml")
        try session.focus(on: "next")
        #expect(session.activate().texts == [""])
    }

    @Test func adjustingSaysTheNewValueWithItsPluralForm() throws {
        var session = try Fixtures.session("rating.yaml")
        try session.focus(on: "ratingView")
        #expect(session.increment().texts == ["4 stars"])
        #expect(session.increment().texts == ["5 stars"])
        #expect(session.increment().texts == ["5 stars"])
        for _ in 0..<4 { session.decrement() }
        #expect(session.lastUtterance?.description == "1 star")

        var russian = try Fixtures.session("rating.yaml", locale: "ru")
        try russian.focus(on: "ratingView")
        #expect(russian.decrement().texts == ["2 звезды"])
        #expect(russian.decrement().texts == ["1 звезда"])
        russian.increment()
        russian.increment()
        russian.increment()
        #expect(russian.increment().texts == ["5 звёзд"])
    }

    @Test func adjustingSomethingThatIsNotAdjustableSoundsTheBoundary() throws {
        var session = try Fixtures.session("music.yaml")
        #expect(session.increment().cues == [.boundary])
    }

    @Test func theShiftKeyChangesTheLettersAndIsSelected() throws {
        var session = try Fixtures.session("keyboard.yaml")
        try session.focus(on: "shift")
        let said = session.activate()
        #expect(said.cues == [.activate, .layoutChanged])
        #expect(said.texts.last == "Selected: Shift")
        try session.focus(on: "key-q")
        #expect(session.lastUtterance?.description == "Q")
        session.activate()
        #expect(session.screen.resolved["message"]?.value == "Q")
        // Typing a capital turns Shift off again.
        #expect(try session.focus(on: "key-w").texts == ["w"])
    }

    @Test func switchingToNumbersHidesShiftAfterALayoutChange() throws {
        var session = try Fixtures.session("keyboard.yaml")
        try session.focus(on: "numbers")
        #expect(session.activate().texts.last == "Letters")
        #expect(session.screen.position(ofID: "shift") == nil)
        try session.focus(on: "key-q")
        #expect(session.lastUtterance?.description == "1")
    }

    @Test func aScreenChangeFocusesTheNamedElementWithItsSound() throws {
        var session = try Fixtures.session("app.yaml")
        try session.focus(on: "openAlert")
        let said = session.activate()
        #expect(said.cues == [.activate, .screenChanged])
        #expect(said.last?.description == "Delete Draft?. Heading.")
        #expect(session.state.stack.map(\.screen) == ["home", "alert"])
    }

    @Test func escapeDismissesTheAlertAndGoesBack() throws {
        var session = try Fixtures.session("app.yaml")
        try session.focus(on: "openAlert")
        session.activate()
        let said = session.escape()
        #expect(said.cues == [.screenChanged])
        #expect(session.state.stack.map(\.screen) == ["home"])
        #expect(said.last?.description == "Earshot Samples. Heading.")
    }

    @Test func escapeOnAPushedScreenWithoutAHandlerGoesBack() throws {
        var session = try Fixtures.session("app.yaml")
        try session.focus(on: "openStocks")
        #expect(session.activate().last?.texts == ["Samples. Back Button."])
        #expect(session.state.stack.map(\.screen) == ["home", "stocks"])
        #expect(session.escape().cues == [.screenChanged])
        #expect(session.state.stack.map(\.screen) == ["home"])
    }

    @Test func escapeWithNothingToCloseSoundsAFailure() throws {
        var session = try Fixtures.session("app.yaml")
        #expect(session.escape().cues == [.failure])
    }

    @Test func magicTapReachesTheScreenFromAnyElement() throws {
        var session = try Fixtures.session("music.yaml")
        #expect(session.magicTap().cues == [])
        try session.focus(on: "playPause")
        #expect(session.lastUtterance?.description == "Pause. Button.")
        var settings = try Fixtures.session("settings.yaml")
        #expect(settings.magicTap().cues == [.failure])
    }

    @Test func scrollingTurnsThePageAndSaysTheStatus() throws {
        var session = try Fixtures.session("reader.yaml")
        try session.focus(on: "page")
        let said = session.perform(.scroll(.left))
        #expect(said.cues == [.pageTurn])
        #expect(said.texts == ["Page 2 of 5"])
        #expect(session.perform(.scroll(.right)).texts == ["Page 1 of 5"])
        try session.focus(on: "pagesLeft")
        #expect(session.lastUtterance?.description == "4 pages left")
    }

    @Test func scrollingWhatCannotScrollSoundsTheBoundary() throws {
        var session = try Fixtures.session("settings.yaml")
        #expect(session.perform(.scroll(.down)).cues == [.boundary])
    }

    @Test func whenTheFocusedElementGoesAwayFocusFindsTheFirst() throws {
        let screen = Screen("vanish", variables: [.bool("shown", true)]) {
            Element("Title").frame(0, 50, 393, 44)
            Element("Dismiss", traits: .button, identifier: "dismiss").frame(0, 100, 393, 44)
                .hidden("!shown").onActivate(.set("shown", "false"))
        }
        var session = try Fixtures.session(screen)
        try session.focus(on: "dismiss")
        #expect(session.activate().texts.last == "Title")
        #expect(session.focus == 0)
    }

    @Test func customActionsRunFromTheActionsRotor() throws {
        let screen = Screen("mail", variables: [.bool("flagged")]) {
            Element("Message from Anna", identifier: "message").frame(0, 100, 393, 60)
                .value("{flagged ? 'Flagged' : ''}")
                .customAction("Flag", .toggle("flagged"))
                .customAction("Archive", .post(.announcement("Archived")))
        }
        var session = try Fixtures.session(screen)
        #expect(
            session.utterance(at: 0).hint
                == "Actions available. Swipe up or down to select a custom action, then double tap to activate.")
        #expect(session.rotorSetting == .actions)
        #expect(session.perform(.rotorDown).texts == ["Flag"])
        #expect(session.activate().texts.last == "Flagged")
        #expect(session.perform(.rotorDown).texts == ["Archive"])
        #expect(session.activate().last?.cause == .announcement)
        #expect(session.perform(.rotorDown).texts == ["Activate"])
        #expect(session.perform(.rotorDown).texts == ["Flag"])
        #expect(session.perform(.rotorUp).texts == ["Activate"])
    }

    @Test func aDoubleTapThatTheElementDoesNotHandleTapsWhatLiesUnderIt() throws {
        let screen = Screen("card", variables: [.int("likes", 0)]) {
            // The card is one element; its like button is drawn over the card's centre.
            Element.container {
                Element("Like", traits: .button).frame(150, 130, 90, 40).onActivate(.increment("likes"))
            }.accessible().frame(0, 100, 393, 100).with(label: "Sunset photo, 2 likes")
            Element("Likes", identifier: "likes").value("{likes}").frame(0, 300, 393, 44)
            Element("Share", traits: .button, identifier: "share").frame(0, 400, 393, 44)
                .activationPoint(195, 150).onActivate(.post(.announcement("Shared")))
        }
        var session = try Fixtures.session(screen)
        session.activate()
        try session.focus(on: "likes")
        #expect(session.lastUtterance?.description == "Likes: 1")
        // An element that handles activation itself is not tapped through.
        try session.focus(on: "share")
        #expect(session.activate().last?.cause == .announcement)
        #expect(session.screen.resolved["likes"]?.value == "1")
    }
}
