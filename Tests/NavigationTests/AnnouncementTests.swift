import Navigation
import Testing
import Utterances

/// Announcements queue after what is being said, and report whether they were heard to the end.
@Suite struct AnnouncementTests {
    static func playingSong() throws -> NavigationSession {
        var session = try Fixtures.session("music.yaml")
        try session.focus(on: "So What")
        return session
    }

    @Test func anAnnouncementComesAfterTheFeedbackInTheLocalesLanguage() throws {
        var session = try Self.playingSong()
        let said = session.activate()
        #expect(said.last?.cause == .announcement)
        #expect(said.last?.segments == [SpokenSegment(kind: .announcement, text: "Playing So What", language: "en-US")])
        #expect(said.dropLast().last?.texts == ["Selected: So What. Button."])
    }

    @Test func anAnnouncementHeardToTheEndFinishes() throws {
        var session = try Self.playingSong()
        session.activate()
        #expect(session.announcementOutcomes.isEmpty)
        session.speechDidFinish()
        #expect(session.announcementOutcomes == [AnnouncementOutcome(text: "Playing So What", finished: true)])
        session.next()
        #expect(session.announcementOutcomes.count == 1)
    }

    @Test func movingFocusCutsOffAPendingAnnouncement() throws {
        var session = try Self.playingSong()
        session.activate()
        session.next()
        #expect(session.announcementOutcomes == [AnnouncementOutcome(text: "Playing So What", finished: false)])
    }

    @Test func russianAnnouncementsUseTheRussianStrings() throws {
        var session = try Fixtures.session("music.yaml", locale: "ru")
        try session.focus(on: "So What")
        #expect(session.activate().last?.segments.first?.text == "Воспроизводится So What")
    }
}
