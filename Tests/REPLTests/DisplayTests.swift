import Foundation
import Testing
import UtteranceRendering
import Utterances

@testable import REPL

@Suite struct DisplayTests {
    @Test func utteranceSegmentsAreColouredByKind() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        let utterance = session.navigation.utterance(at: 2)
        let lines = UtteranceFormat.lines.render(utterance)
        #expect(
            lines.map(\.plain) == [
                "Volume: 50%. Adjustable.", "  Swipe up or down with one finger to adjust the value.",
            ])
        #expect(lines[0].rendered(colour: true).contains("\u{1B}[1mVolume:\u{1B}[0m"))
        #expect(
            lines[0].rendered(colour: true).contains("\u{1B}[36m50%.\u{1B}[0m")
                || lines[0].rendered(colour: true).contains("\u{1B}[36m50%\u{1B}[0m"))
        #expect(lines[0].rendered(colour: true).contains("\u{1B}[33mAdjustable.\u{1B}[0m"))
        #expect(lines[1].rendered(colour: true).contains("\u{1B}[2;3mSwipe up"))
        #expect(lines[0].rendered(colour: false) == "Volume: 50%. Adjustable.")
    }

    @Test func soundsAreShownInBrackets() {
        let boundary = Utterance(cause: .boundary, parts: [.cue(.boundary)])
        #expect(UtteranceFormat.plainLines.render(boundary) == ["[boundary]"])
        let announcement = Utterance(
            cause: .announcement,
            parts: [.speech(SpokenSegment(kind: .announcement, text: "Deleted", language: "en-US"))])
        #expect(UtteranceFormat.lines.render(announcement)[0].rendered(colour: true) == "\u{1B}[1;35mDeleted\u{1B}[0m")
    }

    @Test func colourAndUnicodeFollowTheEnvironment() {
        #expect(
            DisplayStyle.detect(environment: ["LANG": "en_US.UTF-8"], isTerminal: true)
                == DisplayStyle(colour: true, unicode: true))
        #expect(
            DisplayStyle.detect(environment: ["NO_COLOR": "1", "LANG": "C.UTF-8"], isTerminal: true).colour == false)
        #expect(DisplayStyle.detect(environment: ["NO_COLOR": ""], isTerminal: true).colour == true)
        #expect(DisplayStyle.detect(environment: ["TERM": "dumb"], isTerminal: true).colour == false)
        #expect(DisplayStyle.detect(environment: [:], isTerminal: false).colour == false)
        #expect(DisplayStyle.detect(environment: ["LANG": "C"], isTerminal: true).unicode == false)
        #expect(
            DisplayStyle.detect(environment: ["LC_ALL": "C", "LANG": "C.UTF-8"], isTerminal: true).unicode == false)
        #expect(
            DisplayStyle.detect(environment: ["LC_ALL": "", "LC_CTYPE": "C.utf8"], isTerminal: true).unicode == true)
    }

    @Test func styledTextWrapsAtSpacesAndTruncatesByCells() {
        let text = StyledText("Apple Inc., $432.39, up 1.3%")
        #expect(text.wrapped(to: 12, indent: 2).map(\.plain) == ["Apple Inc., ", "  $432.39, ", "  up 1.3%"])
        #expect(text.truncated(to: 8).plain == "Apple I…")
        #expect(StyledText("发送按钮").width == 8)
        #expect(StyledText("发送按钮").truncated(to: 5).plain == "发送…")
        #expect(StyledText("ab", .number).padded(to: 4).plain == "ab  ")
    }

    @Test func theLogShowsCommandsBesideWhatWasSaidAndMarksCutOffSpeech() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        var log = LogPanel()
        log.add(try session.run("next")!, command: "next")
        var second = try session.run("focus Reset All Settings")!
        second.cutOff = true
        log.add(second, command: "focus Reset All Settings")
        log.error(CommandError("unknown command 'x'"))
        #expect(
            log.lines(width: 60, rows: 10).map(\.plain) == [
                "next       Settings. Heading. [interrupted]",
                "focus Reset All Settings",
                "           Reset All Settings. Dimmed. Button.",
                "error: unknown command 'x'",
            ])
        #expect(
            log.lines(width: 60, rows: 2).map(\.plain) == [
                "           Reset All Settings. Dimmed. Button.", "error: unknown command 'x'",
            ])
    }
}
