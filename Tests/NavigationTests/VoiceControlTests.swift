import AccessibilityModel
import Foundation
import Navigation
import ScreenFiles
import Testing
import Utterances

/// Voice Control beside VoiceOver: the names an element answers to (its input labels, else its
/// label; UIKit's defaults for a back button), the controls "Show names" and "Show numbers" mark,
/// and what a spoken command does (docs/voice-control.md).
@Suite struct VoiceControlTests {
    /// A compose button with input labels, a heading, a control named by its label, an unlabelled
    /// control, and a back button; Compose pushes a screen.
    static let mail = """
        name: Mail
        screens:
          - name: inbox
            variables: {archived: false}
            elements:
              - accessibilityLabel: Mailboxes
                accessibilityTraits: [button, backButton]
                accessibilityFrame: [8, 54, 90, 44]
              - accessibilityIdentifier: compose
                accessibilityLabel: Compose a new message
                accessibilityUserInputLabels: [Compose, New message]
                accessibilityTraits: [button]
                accessibilityFrame: [16, 110, 361, 44]
                accessibilityActivate: [{push: message}]
              - accessibilityLabel: Inbox
                accessibilityTraits: [header]
                accessibilityFrame: [16, 170, 361, 44]
              - accessibilityIdentifier: archive
                accessibilityLabel: "{archived ? 'Unarchive' : 'Archive'}"
                accessibilityTraits: [button]
                accessibilityFrame: [16, 230, 170, 44]
                accessibilityActivate: [{toggle: archived}]
              - accessibilityIdentifier: wifi
                accessibilityLabel: Wi-Fi
                accessibilityTraits: [button]
                accessibilityFrame: [200, 230, 177, 44]
              - accessibilityIdentifier: unnamed
                accessibilityTraits: [button]
                accessibilityFrame: [16, 290, 170, 44]
              - accessibilityIdentifier: edit-one
                accessibilityLabel: Edit
                accessibilityValue: Address
                accessibilityTraits: [button]
                accessibilityFrame: [16, 350, 170, 44]
              - accessibilityIdentifier: edit-two
                accessibilityLabel: Edit
                accessibilityValue: Payment
                accessibilityTraits: [button]
                accessibilityFrame: [200, 350, 177, 44]
              - accessibilityIdentifier: one
                accessibilityLabel: "1"
                accessibilityTraits: [keyboardKey]
                accessibilityFrame: [16, 410, 44, 44]
          - name: message
            elements:
              - accessibilityLabel: Send
                accessibilityTraits: [button]
                accessibilityFrame: [16, 110, 361, 44]
        """

    static func session() throws -> NavigationSession {
        let app = try ScreenFileLoader.load(data: Data(mail.utf8), name: "mail.yaml").app
        return try NavigationSession(app: app, locale: "en-US", voices: Fixtures.voices)
    }

    @Test func theControlsAreNumberedInSwipeOrderWithTheirNames() throws {
        let targets = try Self.session().voiceControlTargets
        #expect(targets.map(\.number) == Array(1...8))
        #expect(
            targets.map(\.names) == [
                ["Mailboxes", "Back"], ["Compose", "New message"], ["Archive"], ["Wi-Fi"], [], ["Edit"], ["Edit"],
                ["1"],
            ])
        #expect(targets.map(\.name) == ["Mailboxes", "Compose", "Archive", "Wi-Fi", nil, "Edit", "Edit", "1"])
        // The heading is no control: its swipe position is skipped.
        #expect(targets.map(\.position) == [0, 1, 3, 4, 5, 6, 7, 8])
    }

    /// UIKit's defaults, as AccessibilitySnapshot's reference images show them: a back button
    /// answers to the previous title and "Back"; without a title its label is "Back" (once).
    /// Input labels given replace them; an empty list gives none, so the label is the name.
    @Test func aBackButtonsDefaultsAndGivenInputLabels() throws {
        var back = try #require(try Self.session().focusedNode)
        #expect(VoiceControl.names(of: back, backWord: "Back") == ["Mailboxes", "Back"])
        #expect(VoiceControl.inputLabels(of: back, backWord: "Back") == ["Mailboxes", "Back"])
        back.label = "Back"
        #expect(VoiceControl.names(of: back, backWord: "Back") == ["Back"])
        back.userInputLabels = ["Go back"]
        #expect(VoiceControl.names(of: back, backWord: "Back") == ["Go back"])
        back.userInputLabels = []
        #expect(VoiceControl.names(of: back, backWord: "Back") == ["Back"])
        #expect(VoiceControl.inputLabels(of: back, backWord: "Back") == nil)
        back.userInputLabels = ["  ", ""]
        #expect(VoiceControl.names(of: back, backWord: "Back") == ["Back"], "blank input labels are none")
    }

    /// The back button's second name is the locale's word for "Back" (VoiceOver's own).
    @Test func aBackButtonAnswersToTheLocalesBack() throws {
        let app = try ScreenFileLoader.load(data: Data(Self.mail.utf8), name: "mail.yaml").app
        let session = try NavigationSession(app: app, locale: "ru", voices: Fixtures.voices)
        #expect(session.voiceControlTargets.first?.names == ["Mailboxes", "Назад"])
    }

    @Test func wordsAreHeardWithoutCaseOrPunctuation() {
        #expect(VoiceControl.words("Wi-Fi") == ["wi", "fi"])
        #expect(VoiceControl.words("First Name:") == ["first", "name"])
        #expect(VoiceControl.words("A>B") == ["a", ">", "b"])
        #expect(VoiceControl.words("Send ✈️") == ["send"])
        #expect(VoiceControl.words("发送消息") == ["发", "送", "消", "息"])
        #expect(VoiceControl.words("Café") == ["café"])
        #expect(VoiceControl.words("Cafe\u{301}") == ["cafe\u{301}"])
        #expect(VoiceControl.isSayable("Send") && VoiceControl.isSayable("3"))
        #expect(!VoiceControl.isSayable("★★★") && !VoiceControl.isSayable("✈️") && !VoiceControl.isSayable("+"))
        #expect(VoiceControl.contains(["search", "for", "a", "value"], ["search"]))
        #expect(!VoiceControl.contains(["download", "gizmo", "specification"], ["download", "specification"]))
    }

    @Test func tapANameTapsItsControl() throws {
        var session = try Self.session()
        let archive = session.voiceControlTargets[2]
        let result = session.voiceControl("Tap Archive")
        #expect(result.outcome == .tapped(archive))
        #expect(session.focusedNode?.accessibilityIdentifier == "archive")
        #expect(result.said.first?.parts.first == .cue(.activate))
        #expect(result.said.map(\.description).last == "Unarchive. Button.")
        #expect(result.message == "tapped 3 \"Archive\"")
    }

    /// Any name of a control works, any case; then its words, punctuation unsaid; a name alone,
    /// without "Tap", works too.
    @Test func theRulesOfMatching() throws {
        var session = try Self.session()
        #expect(session.tap("tap new message") == "compose")
        #expect(session.screen.resolved.screenName == "message")
        session = try Self.session()
        #expect(session.tap("Tap Wi Fi") == "wifi")
        #expect(session.tap("wi-fi") == "wifi")
        // Words inside one name: "Mailboxes" holds no "Mail", but "New message" holds "message".
        #expect(session.voiceControl("Tap Mail").outcome.isNothingNamed)
        #expect(session.tap("Tap message") == "compose")
    }

    /// The input labels replace the label: "Compose a new message" is not one of its names, but
    /// its words hold "Compose", a name.
    @Test func theLabelIsNotANameBesideInputLabels() throws {
        var session = try Self.session()
        let result = session.voiceControl("Tap Compose a new message")
        #expect(result.outcome.isNothingNamed, "\(result.message)")
    }

    /// Two controls answering to a name: Voice Control shows numbers to pick from; "Tap 7" then.
    @Test func twoControlsAnsweringAskWhichByNumber() throws {
        var session = try Self.session()
        let result = session.voiceControl("Tap Edit")
        guard case .ambiguous(let said, let matches) = result.outcome else {
            Issue.record("not ambiguous: \(result.message)")
            return
        }
        #expect(said == "Edit" && matches.map(\.number) == [6, 7])
        #expect(result.said.isEmpty)
        #expect(result.message.contains("Voice Control would show a number on each to pick (6 \"Edit\", 7 \"Edit\")"))
        #expect(session.tap("Tap 7") == "edit-two")
    }

    /// A number of Show numbers; a control named by the number is taken by its name first.
    @Test func numbers() throws {
        var session = try Self.session()
        #expect(session.tap("Tap 4") == "wifi")
        #expect(session.tap("Tap 1") == "one", "the key named 1, not number 1")
        let result = session.voiceControl("Tap 42")
        #expect(result.outcome == .noSuchNumber(42, count: 8))
        #expect(result.message == "there is no number 42: Show numbers gives 1 to 8")
    }

    /// Nothing answering says so, listing the names on the screen.
    @Test func nothingAnsweringListsTheNames() throws {
        var session = try Self.session()
        let result = session.voiceControl("Tap Delete")
        #expect(
            result.message
                == "nothing on the screen answers to \"Delete\"; names on the screen: \"Mailboxes\", \"Compose\", \"Archive\", \"Wi-Fi\", \"Edit\", \"Edit\", \"1\""
        )
        #expect(session.focus == 0, "nothing moved")
    }

    /// Verbs Voice Control has on the Mac or for other gestures are answered, not guessed.
    @Test func otherVerbsAreAnswered() throws {
        var session = try Self.session()
        for command in ["Click Archive", "Press Archive", "Double tap Archive", "Long press Archive"] {
            guard case .unsupported = session.voiceControl(command).outcome else {
                Issue.record("\(command) was not answered as unsupported")
                continue
            }
        }
        #expect(session.voiceControl("").outcome == .nothingSaid)
        #expect(session.voiceControl("Tap").outcome == .nothingSaid)
    }

    /// A name that starts with "Tap" is found as a whole.
    @Test func aNameStartingWithTap() throws {
        var session = try NavigationSession(
            app: App(screens: [Screen("pay") { Element("Tap to Pay", traits: .button).frame(16, 100, 300, 44) }]),
            locale: "en-US", voices: Fixtures.voices)
        #expect(session.tap("Tap to Pay") != nil)
    }

    /// The swipe-through with each element's position: what `earshot transcript --format jsonl`
    /// pairs each element's input labels with.
    @Test func swipingThroughGivesEachElementsPosition() throws {
        var session = try Self.session()
        let elements = session.swipeThroughElements()
        #expect(elements.map(\.position) == Array(0..<session.screen.count))
        #expect(elements.map(\.utterance.description) == (try Self.session()).transcript)
    }
}

extension NavigationSession {
    /// Says `command` to Voice Control; the identifier (or label) of the element tapped, or nil.
    fileprivate mutating func tap(_ command: String) -> String? {
        let before = screen
        guard case .tapped(let target) = voiceControl(command).outcome else { return nil }
        let node = before.node(at: target.position)
        return node.accessibilityIdentifier ?? node.label
    }
}

extension VoiceCommandResult.Outcome {
    fileprivate var isNothingNamed: Bool {
        if case .nothingNamed = self { true } else { false }
    }
}
