import AccessibilityModel
import Navigation
import Testing
import Utterances

/// The rotor: its settings, and one-finger swipes up and down by them.
@Suite struct RotorTests {
    @Test func turningTheRotorNamesEachSettingAndComesRound() throws {
        var session = try Fixtures.session("podcasts.yaml")
        #expect(session.rotorSetting == .headings)
        var names: [String] = []
        for _ in 0..<RotorSetting.standard.count {
            names += session.perform(.rotorNext).texts
        }
        #expect(
            names == [
                "Links", "Form Controls", "Landmarks", "Characters", "Words", "Speech Rate", "Containers", "Headings",
            ])
        #expect(session.perform(.rotorPrevious).texts == ["Containers"])
        #expect(session.log.allSatisfy { $0.cause == .rotor })

        var russian = try Fixtures.session("podcasts.yaml", locale: "ru")
        #expect(russian.perform(.rotorNext).texts == ["Ссылки"])
    }

    @Test func headingsJumpPastElevenTopicsToArtists() throws {
        var session = try Fixtures.session("podcasts.yaml")
        #expect(session.perform(.rotorDown).texts == ["Podcasts. Heading."])
        #expect(session.perform(.rotorDown).texts == ["Artists. Heading."])
        #expect(session.perform(.rotorDown).cues == [.boundary])
        #expect(session.perform(.rotorUp).texts == ["Podcasts. Heading."])
        #expect(session.log.filter { $0.cause == .rotor }.count == 3)
    }

    @Test func formControlsLinksContainersAndLandmarks() throws {
        let screen = Screen("mixed") {
            Element("Title", traits: .header).frame(0, 50, 393, 44)
            Element("Terms", traits: .link).frame(0, 100, 393, 44)
            Element.container(.landmark) {
                Element("Search", traits: .searchField).frame(0, 150, 393, 44)
                Element("Go", traits: .button).frame(0, 200, 393, 44)
            }
            Element.container(.list) {
                Element("Row").frame(0, 250, 393, 44)
            }
        }
        var session = try Fixtures.session(screen)
        func rotor(to setting: RotorSetting) {
            while session.rotorSetting != setting { session.perform(.rotorNext) }
            session.perform(.first)
        }
        rotor(to: .links)
        #expect(session.perform(.rotorDown).texts == ["Terms. Link."])
        rotor(to: .formControls)
        #expect(session.perform(.rotorDown).texts == ["Search. Search Field. Landmark."])
        #expect(session.perform(.rotorDown).texts == ["Go. Button. End."])
        rotor(to: .containers)
        #expect(session.perform(.rotorDown).texts == ["Search. Search Field. Landmark."])
        #expect(session.perform(.rotorDown).texts == ["Row. List Start."])
        rotor(to: .landmarks)
        #expect(session.perform(.rotorDown).texts == ["Search. Search Field. Landmark."])
        #expect(session.perform(.rotorDown).cues == [.boundary])
    }

    @Test func anAdjustableElementTurnsTheRotorToAdjustValue() throws {
        var session = try Fixtures.session("rating.yaml")
        try session.focus(on: "ratingView")
        #expect(session.rotorSetting == .adjustValue)
        #expect(session.rotorSettings.last == .adjustValue)
        #expect(session.perform(.rotorUp).texts == ["4 stars"])
        #expect(session.perform(.rotorDown).texts == ["3 stars"])
        // Turned by hand, the rotor stays on its new setting until focus moves.
        #expect(session.perform(.rotorNext).texts == ["Characters"])
        #expect(session.perform(.rotorDown).texts == ["R"])
        session.previous()
        #expect(session.rotorSetting == .characters)
        session.next()
        #expect(session.rotorSetting == .adjustValue)
    }

    @Test func charactersRaiseThePitchOfCapitalsOrSayCap() throws {
        var session = try Fixtures.session("music.yaml")
        try session.focus(on: "previous")
        while session.rotorSetting != .characters { session.perform(.rotorNext) }
        let capital = try #require(session.perform(.rotorDown).first?.segments.first)
        #expect(capital.text == "P")
        #expect(capital.pitch == .capitalLetter)
        let small = try #require(session.perform(.rotorDown).first?.segments.first)
        #expect(small.text == "r")
        #expect(small.pitch == .neutral)
        #expect(session.perform(.rotorUp).texts == ["P"])
        #expect(session.perform(.rotorUp).cues == [.boundary])

        var settings = NavigationSettings()
        settings.description.pitchChange = false
        var plain = try Fixtures.session("music.yaml", settings: settings)
        try plain.focus(on: "previous")
        while plain.rotorSetting != .characters { plain.perform(.rotorNext) }
        #expect(
            plain.perform(.rotorDown).first?.segments.first
                == SpokenSegment(kind: .text, text: "cap P", language: "en-US"))
        for _ in 0..<7 { plain.perform(.rotorDown) }
        #expect(plain.perform(.rotorDown).texts == ["space"])
    }

    @Test func wordsStepThroughTheLabel() throws {
        var session = try Fixtures.session("stocks.yaml")
        try session.focus(on: "apple")
        while session.rotorSetting != .words { session.perform(.rotorNext) }
        var words: [String] = []
        for _ in 0..<6 { words += session.perform(.rotorDown).texts }
        #expect(words == ["Apple", "Inc", "432.39", "up", "1.3", ""])
        #expect(session.lastUtterance?.cues == [.boundary])
    }

    @Test func chineseWordsAreCharacters() throws {
        var session = try Fixtures.session("stocks.yaml", locale: "zh-Hans")
        try session.focus(on: "apple")
        while session.rotorSetting != .words { session.perform(.rotorNext) }
        #expect(session.perform(.rotorDown).texts == ["苹"])
    }

    @Test func speechRateStepsByTen() throws {
        var session = try Fixtures.session("podcasts.yaml")
        while session.rotorSetting != .speechRate { session.perform(.rotorNext) }
        #expect(session.perform(.rotorUp).texts == ["60%"])
        #expect(session.settings.speechRate == 60)
        for _ in 0..<10 { session.perform(.rotorUp) }
        #expect(session.settings.speechRate == 100)
        #expect(session.perform(.rotorDown).texts == ["90%"])

        var russian = try Fixtures.session("podcasts.yaml", locale: "ru")
        while russian.rotorSetting != .speechRate { russian.perform(.rotorNext) }
        #expect(russian.perform(.rotorUp).texts == ["60\u{A0}%"])
    }
}
