import Foundation
import Navigation
import Testing

@testable import REPL

@Suite struct SessionTests {
    @Test func liveSpeechIsInterruptedAndMarkedCutOff() throws {
        let (session, speech) = try Fixtures.session("settings.yaml", live: true)
        _ = session.start()
        speech.isSpeaking = true
        let response = try #require(try session.run("next"))
        #expect(response.cutOff)
        #expect(session.transcript.entries.map(\.cutOff) == [true, false])
        #expect(speech.spoken.last?.interrupting == true)
        speech.isSpeaking = false
        #expect(try session.run("next")?.cutOff == false)
        #expect(session.transcript.entries.map(\.cutOff) == [true, false, false])
    }

    @Test func stopCutsOffWhatIsBeingSaid() throws {
        let (session, speech) = try Fixtures.session("settings.yaml", live: true)
        _ = session.start()
        speech.isSpeaking = true
        #expect(try session.run("stop")?.cutOff == true)
        #expect(speech.stops == 1)
        #expect(session.transcript.text.hasSuffix("Samples. Back Button. [interrupted]\n"))
    }

    @Test func anAnnouncementFinishesOnlyWhenHeardToTheEnd() throws {
        let (session, speech) = try Fixtures.session("music.yaml", live: true)
        _ = session.start()
        _ = try session.run("focus So What")
        _ = try session.run("activate")
        speech.isSpeaking = true
        _ = try session.run("next")
        _ = try session.run("previous")
        speech.isSpeaking = false
        _ = try session.run("activate")
        _ = try session.run("next")
        #expect(
            session.navigation.announcementOutcomes == [
                AnnouncementOutcome(text: "Playing So What", finished: false),
                AnnouncementOutcome(text: "Playing So What", finished: true),
            ])
    }

    @Test func aScriptCountsSpeechHeardOncePrinted() throws {
        let (session, _) = try Fixtures.session("music.yaml")
        _ = Fixtures.runScript(["focus So What", "activate", "next"], on: session)
        #expect(
            session.navigation.announcementOutcomes == [AnnouncementOutcome(text: "Playing So What", finished: true)])
    }

    @Test func historyIsKeptWhereTheEnvironmentSays() {
        #expect(HistoryFile.url(environment: ["EARSHOT_HISTORY": "/tmp/h"])?.path == "/tmp/h")
        #expect(HistoryFile.url(environment: ["EARSHOT_HISTORY": ""]) == nil)
        #expect(HistoryFile.url(environment: ["XDG_STATE_HOME": "/state"])?.path == "/state/earshot/history")
        #expect(HistoryFile.url(environment: [:])?.path == NSHomeDirectory() + "/.local/state/earshot/history")
    }

    @Test func theTranscriptKeepsItsLastCommandsAndSaysWhatItDropped() throws {
        var transcript = Transcript()
        for index in 0..<(Transcript.capacity + 5) { transcript.record("touch \(index) 0", []) }
        #expect(transcript.count == Transcript.capacity)
        #expect(transcript.dropped == 5)
        #expect(transcript.entries.first?.command == "touch 5 0")
        #expect(transcript.entries.last?.command == "touch \(Transcript.capacity + 4) 0")
        #expect(
            transcript.text.hasPrefix(
                "# the first 5 commands are not kept (the last \(Transcript.capacity) are)\n> touch 5 0\n"))
    }

    @Test func theNavigationLogDoesNotGrowWithTheSession() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        _ = session.start()
        for _ in 0..<50 { _ = try session.run("next") }
        #expect(session.navigation.log.isEmpty)
        #expect(session.transcript.count == 51)
    }

    @Test func aLocaleFallbackIsStatedAndAnUnknownOneListsTheLocales() throws {
        let (session, _) = try Fixtures.session("settings.yaml")
        let fallback = try #require(try session.run("locale zh-Hant"))
        #expect(
            fallback.lines.map(\.plain) == [
                "no voice file for 'zh-Hant'; speaking it as zh-Hans (Chinese, Simplified (Mandarin))"
            ])
        #expect(session.navigation.locale == "zh-Hans")
        for bad in ["en-US;rm", "xx", "a b"] {
            #expect(throws: CommandError.self) { try session.run("locale '\(bad)'") }
            do {
                _ = try session.run("locale '\(bad)'")
            } catch {
                #expect(error.message.hasPrefix("unknown locale '\(bad)'; available: "))
                #expect(error.message.contains("en-US, "))
            }
        }
        #expect(session.navigation.locale == "zh-Hans")
    }
}
