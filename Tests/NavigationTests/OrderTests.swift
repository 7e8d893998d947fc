import AccessibilityModel
import Foundation
import Navigation
import ScreenFiles
import Testing

/// docs/voiceover-behaviour.md §4: the order VoiceOver's swipes visit elements in.
@Suite struct OrderTests {
    /// The labels of the reachable elements in swipe order.
    static func order(_ screen: Screen) throws -> [String] {
        let session = try Fixtures.session(screen)
        return session.screen.order.map { session.screen.resolved.nodes[$0].label ?? "?" }
    }

    @Test func topsWithinEightPointsAreOneRowOnAPhone() throws {
        let screen = Screen("row") {
            Element("Right").frame(200, 100, 50, 40)
            Element("Left, 7 pt lower").frame(10, 107, 50, 40)
            Element("Below, 8 pt lower").frame(5, 115, 50, 40)
        }
        #expect(try Self.order(screen) == ["Left, 7 pt lower", "Right", "Below, 8 pt lower"])
    }

    @Test func topsWithinThirteenPointsAreOneRowOnAPad() throws {
        func screen(lowerBy offset: Double) -> Screen {
            Screen("row", device: .pad) {
                Element("Right").frame(400, 100, 50, 40)
                Element("Left").frame(10, 100 + offset, 50, 40)
            }
        }
        #expect(try Self.order(screen(lowerBy: 12)) == ["Left", "Right"])
        #expect(try Self.order(screen(lowerBy: 13)) == ["Right", "Left"])
    }

    @Test func rightToLeftRowsReadFromTheRight() throws {
        let screen = Screen("rtl", layoutDirection: .rightToLeft) {
            Element("Left").frame(10, 100, 50, 40)
            Element("Right").frame(300, 102, 50, 40)
            Element("Next row").frame(10, 200, 50, 40)
        }
        #expect(try Self.order(screen) == ["Right", "Left", "Next row"])
    }

    @Test func aGroupSortsByItsFirstElementAndStaysTogether() throws {
        let screen = Screen("groups") {
            Element("Sibling").frame(10, 100, 50, 40)
            Element.container(.semanticGroup) {
                Element("Group bottom").frame(10, 300, 50, 40)
                Element("Group top").frame(10, 50, 50, 40)
            }
        }
        #expect(try Self.order(screen) == ["Group top", "Group bottom", "Sibling"])
    }

    @Test func aPlainViewDoesNotGroupItsChildren() throws {
        let screen = Screen("plain") {
            Element("Sibling").frame(10, 100, 50, 40)
            Element.container {
                Element("Child bottom").frame(10, 300, 50, 40)
                Element("Child top").frame(10, 50, 50, 40)
            }
        }
        #expect(try Self.order(screen) == ["Child top", "Sibling", "Child bottom"])
    }

    @Test func explicitOrderIsKeptAsGiven() throws {
        let screen = Screen("explicit") {
            Element.container {
                Element("First on screen", identifier: "a").frame(10, 10, 50, 40)
                Element("Second on screen", identifier: "b").frame(10, 100, 50, 40)
                Element("Third on screen", identifier: "c").frame(10, 200, 50, 40)
            }.order("c", "a", "b")
        }
        #expect(try Self.order(screen) == ["Third on screen", "First on screen", "Second on screen"])
    }

    @Test func theMultiFacetedViewReadsItsPartsInItsOwnOrder() throws {
        let session = try Fixtures.session("multi-faceted.yaml")
        #expect(
            session.transcript == [
                "Samples. Back Button.", "Photo of Anna Petrova. Image.", "Anna Petrova", "Call. Button.",
                "Message. Button.",
            ])
    }

    @Test func hiddenZeroSizeAndContainedElementsAreSkipped() throws {
        let screen = Screen("skips") {
            Element("Visible").frame(10, 10, 50, 40)
            Element("Hidden").frame(10, 60, 50, 40).hidden()
            Element("No size").frame(10, 110, 0, 40)
            Element.container {
                Element("In a hidden view").frame(10, 160, 50, 40)
            }.hidden()
            Element.container {
                Element("Inside an element").frame(10, 210, 50, 40)
            }.accessible().frame(0, 200, 100, 60)
        }
        // The container that is an element has no label of its own: it is read by position only.
        #expect(try Self.order(screen) == ["Visible", "?"])
    }

    @Test func aContainerThatIsAnElementIsReadAsOne() throws {
        let session = try Fixtures.session("weather.yaml")
        #expect(session.transcript.contains("Cupertino, 75 degrees"))
        #expect(!session.transcript.contains("Cupertino"))
        #expect(session.screen.count == 5)
    }

    @Test func aModalSheetInsideTheContentLeavesTheNavigationBarBesideItReachable() throws {
        let screen = Screen("nested") {
            Element.container {
                Element("Back", traits: [.button, .backButton]).frame(8, 54, 90, 44)
                Element("Inbox", traits: .header).frame(140, 54, 113, 44)
            }
            Element.container {
                Element("Message").frame(0, 110, 393, 44)
                Element.container {
                    Element("Reply").frame(0, 600, 393, 50)
                    Element("Cancel").frame(0, 660, 393, 50)
                }.modal()
            }
        }
        #expect(try Self.order(screen) == ["Back", "Inbox", "Reply", "Cancel"])
    }

    @Test func aHiddenModalViewHidesNothing() throws {
        let screen = Screen("hidden modal") {
            Element("Behind").frame(10, 10, 50, 40)
            Element.container { Element("Sheet").frame(10, 100, 50, 40) }.modal().hidden()
        }
        #expect(try Self.order(screen) == ["Behind"])
    }

    @Test func groupedChildrenAreReadTogetherBeforeWhatLiesBeside() throws {
        func screen(grouped: Bool) -> Screen {
            Screen("card") {
                Element.container {
                    Element("Title").frame(16, 280, 120, 30)
                    Element("Text").frame(16, 320, 260, 80)
                }.groupsChildren(.constant(grouped))
                Element("Share").frame(290, 300, 87, 44)
            }
        }
        #expect(try Self.order(screen(grouped: false)) == ["Title", "Share", "Text"])
        #expect(try Self.order(screen(grouped: true)) == ["Title", "Text", "Share"])
    }

    @Test func groupedChildrenAreSortedAmongThemselves() throws {
        let screen = Screen("card") {
            Element("Above").frame(0, 0, 393, 40)
            Element.container {
                Element("Right").frame(200, 100, 100, 40)
                Element("Lower").frame(0, 200, 100, 40)
                Element("Left").frame(0, 103, 100, 40)
            }.groupsChildren()
            Element("Beside, between").frame(320, 150, 60, 40)
        }
        #expect(try Self.order(screen) == ["Above", "Left", "Right", "Lower", "Beside, between"])
    }

    @Test func screenFilesGroupChildrenAndNameSeriesByKeyOrAlias() throws {
        let file = """
            name: card
            elements:
              - groupsChildren: "expanded"
                subviews:
                  - {label: Title, frame: [16, 280, 120, 30]}
                  - {label: Text, frame: [16, 320, 260, 80]}
              - {label: Share, frame: [290, 300, 87, 44]}
              - containerType: series
                subviews:
                  - {label: One, traits: [button], frame: [0, 500, 100, 30]}
                  - {label: Two, traits: [button], frame: [100, 500, 100, 30]}
            variables: {expanded: true}
            """
        let app = try ScreenFileLoader.load(data: Data(file.utf8), name: "card.yaml").app
        let session = try NavigationSession(app: app, locale: "en-US", voices: Fixtures.voices)
        #expect(
            session.transcript == ["Title", "Text", "Share", "One. Button. 1 of 2.", "Two. Button. 2 of 2."])
        let ungrouped = try ScreenFileLoader.load(
            data: Data(file.replacingOccurrences(of: "expanded: true", with: "expanded: false").utf8),
            name: "card.yaml"
        ).app
        #expect(
            try NavigationSession(app: ungrouped, locale: "en-US", voices: Fixtures.voices).transcript.prefix(3)
                == ["Title", "Share", "Text"])
    }

    @Test func theTextStyleSampleKeepsItsNavigationBarUnderTheSheet() throws {
        var session = try Fixtures.session("text-style.yaml")
        #expect(
            session.transcript == [
                "Samples. Back Button.", "Text Style. Heading.", "Selected: Left. Button. 1 of 3.",
                "Center. Button. 2 of 3.", "Right. Button. 3 of 3.", "Bold. Switch Button. Off.",
                "Size. Auto", "Preview", "The quick brown fox", "Share. Button.",
            ])
        try session.focus(on: "share")
        session.activate()
        #expect(
            session.transcript == [
                "Samples. Back Button.", "Text Style. Heading.", "Copy Style. Button.", "Cancel. Button.",
            ])
        try session.focus(on: "Cancel")
        session.activate()
        #expect(session.transcript.count == 10)
    }

    @Test func onlyTheLastModalViewIsReachable() throws {
        let screen = Screen("modals") {
            Element("Behind").frame(10, 10, 50, 40)
            Element.container {
                Element("First modal").frame(10, 100, 50, 40)
            }.modal()
            Element.container {
                Element("Second modal, OK").frame(10, 200, 50, 40)
                Element("Second modal, Cancel").frame(100, 200, 50, 40)
            }.modal()
        }
        #expect(try Self.order(screen) == ["Second modal, OK", "Second modal, Cancel"])
    }

    @Test func theAlertTrapsFocusUntilEscapeClosesIt() throws {
        var session = try Fixtures.session("alert.yaml")
        let alert = [
            "Delete Draft?. Heading.", "This draft will be deleted. You can't undo this action.", "Cancel. Button.",
            "Delete. Button.",
        ]
        #expect(session.transcript == alert)
        session.perform(.last)
        #expect(session.next().cues == [.boundary])
        session.escape()
        #expect(session.transcript == ["Drafts. Heading.", "Trip notes. Button."])
    }

    @Test func aHundredElementsInRowsOfFourReadRowByRow() throws {
        let screen = Screen("grid") {
            for index in (0..<100).reversed() {
                Element(try! Template(parsing: "\(index)")).frame(
                    Double(index % 4) * 90, Double(index / 4) * 44, 80, 40)
            }
        }
        #expect(try Self.order(screen) == (0..<100).map(String.init))
    }
}
