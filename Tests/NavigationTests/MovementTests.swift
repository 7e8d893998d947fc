import AccessibilityModel
import Navigation
import Testing
import Utterances

/// Swipes, jumps to the ends, touch exploration, programmatic focus and read all.
@Suite struct MovementTests {
    static let three = Screen("three") {
        Element("One", identifier: "one").frame(0, 100, 393, 44)
        Element("Two", traits: .button, identifier: "two").frame(0, 150, 393, 44).hint("Does the second thing.")
        Element("Three", identifier: "three").frame(0, 200, 393, 44)
    }

    @Test func aSessionStartsOnTheFirstElement() throws {
        let session = try Fixtures.session(Self.three)
        #expect(session.focus == 0)
        #expect(session.focusedNode?.label == "One")
        #expect(session.log.isEmpty)
    }

    @Test func swipesMoveOneElementAtATime() throws {
        var session = try Fixtures.session(Self.three)
        #expect(session.next().texts == ["Two. Button. Does the second thing."])
        #expect(session.next().texts == ["Three"])
        #expect(session.previous().texts == ["Two. Button. Does the second thing."])
        #expect(session.log.count == 3)
        #expect(session.log.allSatisfy { $0.cause == .focus })
    }

    @Test func atEitherEndFocusStaysAndTheBoundarySounds() throws {
        var session = try Fixtures.session(Self.three)
        let atStart = session.previous()
        #expect(atStart.cues == [.boundary])
        #expect(atStart.texts == [""])
        #expect(session.focus == 0)
        session.perform(.last)
        #expect(session.focus == 2)
        #expect(session.next().cues == [.boundary])
        #expect(session.focus == 2)
    }

    @Test func firstAndLastJump() throws {
        var session = try Fixtures.session(Self.three)
        #expect(session.perform(.last).texts == ["Three"])
        #expect(session.perform(.first).texts == ["One"])
    }

    @Test func anEmptyScreenOnlySoundsTheBoundary() throws {
        var session = try Fixtures.session(Screen("empty") {})
        #expect(session.focus == nil)
        #expect(session.next().cues == [.boundary])
        #expect(session.perform(.readAll(fromTop: true)).cues == [.boundary])
        #expect(session.activate().cues == [.activate])
    }

    @Test func touchFocusesTheElementUnderTheFinger() throws {
        var session = try Fixtures.session(Self.three)
        #expect(session.perform(.touch(AccessibilityPoint(x: 50, y: 210))).texts == ["Three"])
        #expect(session.focus == 2)
        #expect(session.perform(.touch(AccessibilityPoint(x: 50, y: 20))).isEmpty)
        #expect(session.focus == 2)
    }

    @Test func touchPrefersTheSmallestOfOverlappingElements() throws {
        let screen = Screen("overlap") {
            Element("Card").frame(0, 100, 393, 200)
            Element("Badge").frame(300, 110, 40, 40)
        }
        var session = try Fixtures.session(screen)
        #expect(session.perform(.touch(AccessibilityPoint(x: 310, y: 120))).texts == ["Badge"])
        #expect(session.perform(.touch(AccessibilityPoint(x: 100, y: 250))).texts == ["Card"])
    }

    @Test func focusByIdentifierOrLabel() throws {
        var session = try Fixtures.session(Self.three)
        #expect(try session.focus(on: "three").texts == ["Three"])
        #expect(try session.focus(on: "two").first?.description == "Two. Button.")
        #expect(try session.focus(on: "one").texts == ["One"])
        #expect(try session.focus(on: "Three").texts == ["Three"])
        #expect(throws: NavigationError.unknownElement("Four")) { try session.focus(on: "Four") }
    }

    @Test func readAllReadsToTheEndWithoutHintsAndLeavesFocusThere() throws {
        var session = try Fixtures.session(Self.three)
        let fromTop = session.perform(.readAll(fromTop: true))
        #expect(fromTop.texts == ["One", "Two. Button.", "Three"])
        #expect(fromTop.allSatisfy { $0.cause == .readAll })
        #expect(
            fromTop.dropLast().allSatisfy { $0.parts.last == .pause(Pause(milliseconds: 400, reason: .betweenItems)) })
        #expect(session.focus == 2)
        try session.focus(on: "two")
        #expect(session.perform(.readAll(fromTop: false)).texts == ["Two. Button.", "Three"])
    }

    @Test func showingAnotherScreenSoundsAScreenChange() throws {
        var session = try Fixtures.session("app.yaml")
        let said = try session.show(screen: "stocks")
        #expect(said.cues == [.screenChanged])
        #expect(said.texts == ["Samples. Back Button."])
        #expect(session.screen.resolved.screenName == "stocks")
        #expect(throws: NavigationError.self) { try session.show(screen: "nowhere") }
    }
}
