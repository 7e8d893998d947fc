import AccessibilityModel
import Foundation
import Testing

@testable import REPL

/// Voice Control in the REPL: `names` and `numbers` (on the map and listed, `n` and `#` in key
/// mode), and `voice UTTERANCE`, which taps what it names or says why it cannot.
@Suite struct VoiceControlCommandTests {
    /// A 200×100 pt screen: a heading, a control with input labels, one named by its label, and a
    /// dot too small for a box.
    static let yaml = """
        name: tiny
        size: [200, 100]
        variables: {playing: false}
        elements:
          - {label: Title, traits: [header], frame: [0, 0, 200, 20]}
          - label: Start playback
            inputLabels: [Play, Start]
            traits: [button]
            frame: [10, 30, 80, 40]
            activate: [{toggle: playing}]
          - {label: Stop, traits: [button], frame: [110, 30, 80, 40]}
          - {label: Dot, traits: [button], frame: [5, 85, 2, 2]}
        """

    private func map(_ session: REPLSession) -> [String] {
        let navigation = session.navigation
        let style = DisplayStyle(colour: false, unicode: true)
        return ScreenMap(
            screen: navigation.screen, focus: navigation.focus, glyphs: style.glyphs, overlay: session.mapOverlay
        ).draw(columns: 42, rows: 100).map { $0.rendered(colour: false) }
    }

    @Test func namesDrawEachControlsNameAndListThem() throws {
        let session = try Fixtures.session(yaml: Self.yaml)
        let response = try #require(try session.run("names"))
        #expect(response.showsMap)
        #expect(
            response.lines.map(\.plain) == [
                "Show names: each control's name", "  Play (also Start)  element 2", "  Stop  element 3",
                "  Dot  element 4",
            ])
        #expect(
            map(session) == [
                "╭────────────────────────────────────────╮",
                "│                                        │",
                "│                                        │",
                "│                                        │",
                "│  ┌Play──────────┐    ┌Stop──────────┐  │",
                "│  │              │    │              │  │",
                "│  │              │    │              │  │",
                "│  └──────────────┘    └──────────────┘  │",
                "│                                        │",
                "│                                        │",
                "│                                        │",
                "╰────────────────────────────────────────╯",
            ])
    }

    @Test func numbersNumberTheControlsOnly() throws {
        let session = try Fixtures.session(yaml: Self.yaml)
        let response = try #require(try session.run("numbers"))
        #expect(
            response.lines.map(\.plain) == [
                "Show numbers: say Tap and a number", "  1  Play (also Start)  element 2", "  2  Stop  element 3",
                "  3  Dot  element 4",
            ])
        let lines = map(session)
        #expect(lines[4] == "│  ┌1─────────────┐    ┌2─────────────┐  │")
        #expect(lines[10] == "│ 3                                      │")
        #expect(try session.run("numbers off")?.lines.map(\.plain) == ["Voice Control's numbers hidden"])
        #expect(map(session)[1] == "│╔1 Title═══════════════════════════════╗│", "the plain map again")
    }

    /// `names toggle` (the `n` key) turns names on and off; `names` after `numbers` replaces them.
    @Test func theOverlaysTurnOverAndReplaceEachOther() throws {
        let session = try Fixtures.session(yaml: Self.yaml)
        _ = try session.run("names toggle")
        #expect(session.overlay == .names)
        _ = try session.run("numbers")
        #expect(session.overlay == .numbers)
        _ = try session.run("names toggle")
        #expect(session.overlay == .names)
        _ = try session.run("names toggle")
        #expect(session.overlay == .none)
        #expect(KeyBinding.action(for: .character("n")) == .command("names toggle"))
        #expect(KeyBinding.action(for: .character("#")) == .command("numbers toggle"))
        #expect(throws: CommandError.self) { try session.run("names sideways") }
    }

    @Test func voiceTapsWhatItNames() throws {
        let session = try Fixtures.session(yaml: Self.yaml)
        let response = try #require(try session.run("voice Tap Play"))
        #expect(response.said.first?.parts.first == .cue(.activate))
        #expect(response.lines.map(\.plain) == ["tapped 1 \"Play\""])
        #expect(session.navigation.focusedNode?.label == "Start playback")
        #expect(try session.run("voice Show numbers") != nil && session.overlay == .numbers)
        #expect(try session.run("voice Tap 2")?.lines.map(\.plain) == ["tapped 2 \"Stop\""])
        #expect(try session.run("voice hide numbers") != nil && session.overlay == .none)
    }

    /// Why nothing was tapped is an error: a script fails on it, with the names on the screen.
    @Test func nothingTappedFailsTheScript() throws {
        let session = try Fixtures.session(yaml: Self.yaml)
        let run = Fixtures.runScript(["voice Tap Pause", "voice Click Stop", "voice Tap Stop"], on: session)
        #expect(run.status == 65)
        #expect(
            run.errors == [
                "line 1: nothing on the screen answers to \"Pause\"; names on the screen: \"Play\", \"Stop\", \"Dot\"",
                "line 2: Click is Voice Control's verb on the Mac; on iPhone and iPad say Tap",
            ])
        #expect(run.output.contains("tapped 2 \"Stop\""))
    }

    @Test func theCommandsAreInHelp() throws {
        for command in ["names", "numbers", "voice"] {
            #expect(CommandCatalog.spec(named: command) != nil)
            #expect(try CommandParser.help(command).first?.hasPrefix(command) == true)
        }
        #expect(try CommandParser.parse("voice Tap Send") == .voice("Tap Send"))
        #expect(try CommandParser.parse("names off") == .names(false))
        #expect(try CommandParser.parse("numbers") == .numbers(true))
        #expect(throws: CommandError.self) { try CommandParser.parse("voice") }
    }
}
