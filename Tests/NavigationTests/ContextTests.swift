import AccessibilityModel
import Navigation
import Testing
import Utterances

/// docs/voiceover-behaviour.md §3.7, §3.8 and §3.10: positions, table cells, containers and pitch
/// change, as they arise from where an element sits on a screen.
@Suite struct ContextTests {
    static let tabs = Screen("tabs") {
        Element("Content").frame(0, 100, 393, 600)
        Element.container(.tabBar) {
            Element("Home", traits: .button).frame(0, 800, 131, 50)
            Element("Search", traits: [.button, .selected]).frame(131, 800, 131, 50)
            Element("Library", traits: .button).frame(262, 800, 131, 50)
        }
    }

    @Test func tabBarItemsSayTabAndTheirPositionNotButton() throws {
        let session = try Fixtures.session(Self.tabs)
        #expect(
            session.transcript == [
                "Content", "Home. Tab. 1 of 3.", "Selected: Search. Tab. 2 of 3.", "Library. Tab. 3 of 3.",
            ])
        let russian = try Fixtures.session(Self.tabs, locale: "ru")
        #expect(russian.transcript[1] == "Home. Вкладка. 1 из 3.")
    }

    @Test func theTabBarTraitOnAViewMakesTabsToo() throws {
        let screen = Screen("trait") {
            Element.container {
                Element("One").frame(0, 800, 196, 50)
                Element("Two").frame(196, 800, 196, 50)
            }.traits(.tabBar)
        }
        #expect(try Fixtures.session(screen).transcript == ["One. Tab. 1 of 2.", "Two. Tab. 2 of 2."])
    }

    /// A segmented control: its segments keep "Button." and say their position.
    static let segments = Screen("segments") {
        Element("Title", traits: .header).frame(0, 50, 393, 44)
        Element.container(.series) {
            Element("First", traits: .button).frame(0, 100, 131, 32)
            Element("Second", traits: [.button, .selected]).frame(131, 100, 131, 32)
            Element("Third", traits: .button).frame(262, 100, 131, 32)
        }
        Element("After").frame(0, 150, 393, 44)
    }

    @Test(arguments: [
        ("en-US", ["First. Button. 1 of 3.", "Selected: Second. Button. 2 of 3.", "Third. Button. 3 of 3."]),
        ("ru", ["First. Кнопка. 1 из 3.", "Выбрано: Second. Кнопка. 2 из 3.", "Third. Кнопка. 3 из 3."]),
        ("de", ["First. Taste. 1 von 3.", "Auswahl: Second. Taste. 2 von 3.", "Third. Taste. 3 von 3."]),
    ])
    func segmentsKeepTheirButtonWordAndSayTheirPosition(_ locale: String, _ segments: [String]) throws {
        var session = try Fixtures.session(Self.segments, locale: locale)
        #expect(session.transcript[1...3].elementsEqual(segments))
        #expect(session.transcript[4] == "After")
        #expect(session.next().texts == [segments[0]])
    }

    @Test(arguments: [
        ("en-US", "Item A. Tab. 1 of 3."), ("ru", "Item A. Вкладка. 1 из 3."), ("de", "Item A. Tabulator. 1 von 3."),
    ])
    func tabsDropTheirButtonWord(_ locale: String, _ first: String) throws {
        let screen = Screen("tabs") {
            Element.container(.tabBar) {
                Element("Item A", traits: .button).frame(0, 800, 131, 50)
                Element("Item B", traits: .button).frame(131, 800, 131, 50)
                Element("Item C", traits: .button).frame(262, 800, 131, 50)
            }
        }
        #expect(try Fixtures.session(screen, locale: locale).transcript.first == first)
    }

    @Test func listsSayWhereTheyStartAndEnd() throws {
        let session = try Fixtures.session("stocks.yaml")
        #expect(
            session.transcript.suffix(2) == [
                "Apple Inc., $432.39, up 1.3%. Button. List Start.",
                "Alphabet Inc., $135.12, down 0.4%. Button. List End.",
            ])
        let russian = try Fixtures.session("stocks.yaml", locale: "ru")
        #expect(russian.transcript[2].hasSuffix("Кнопка. Начало списка."))
        #expect(russian.transcript[3].hasSuffix("Кнопка. Конец списка."))
    }

    @Test func aListOfOneOnlyStarts() throws {
        let screen = Screen("one") {
            Element.container(.list) { Element("Only").frame(0, 100, 393, 44) }
        }
        #expect(try Fixtures.session(screen).transcript == ["Only. List Start."])
    }

    @Test func landmarksSayLandmarkAndEnd() throws {
        let screen = Screen("landmark") {
            Element.container(.landmark) {
                Element("Top stories", traits: .header).frame(0, 100, 393, 44)
                Element("Story").frame(0, 150, 393, 44)
                Element("More").frame(0, 200, 393, 44)
            }
        }
        #expect(try Fixtures.session(screen).transcript == ["Top stories. Heading. Landmark.", "Story", "More. End."])
        #expect(
            try Fixtures.session(screen, locale: "de").transcript[0] == "Top stories. Überschrift. Orientierungspunkt.")
    }

    /// A 3×2 table with a header row: headers are read when the column changes, except the header
    /// just above the first cell read in a row; "Row N." when the row changes.
    static let table = Screen("table") {
        Element("Prices", traits: .header).frame(0, 50, 393, 44)
        Element.container(.dataTable) {
            Element("Name", traits: .header, identifier: "h0").frame(0, 100, 196, 44).cell(row: 0, column: 0)
            Element("Price", traits: .header, identifier: "h1").frame(196, 100, 196, 44).cell(row: 0, column: 1)
            Element("Apple").frame(0, 144, 196, 44).cell(row: 1, column: 0, columnHeaders: ["h0"])
            Element("$432").frame(196, 144, 196, 44).cell(row: 1, column: 1, columnHeaders: ["h1"])
            Element("Pear").frame(0, 188, 196, 44).cell(row: 2, column: 0, columnHeaders: ["h0"])
            Element("$2").frame(196, 188, 196, 44).cell(row: 2, column: 1, columnHeaders: ["h1"])
        }
    }

    @Test func tableCellsReadTheirHeadersRowAndColumn() throws {
        var session = try Fixtures.session(Self.table)
        session.next()
        #expect(session.lastUtterance?.description == "Name. Row 1. Column 1. Heading.")
        session.next()
        #expect(session.lastUtterance?.description == "Price. Column 2. Heading.")
        session.next()
        #expect(session.lastUtterance?.description == "Apple. Row 2. Column 1.")
        session.next()
        #expect(session.lastUtterance?.description == "Price. $432. Column 2.")
        session.next()
        #expect(session.lastUtterance?.description == "Name. Pear. Row 3. Column 1.")
        session.previous()
        #expect(session.lastUtterance?.description == "$432. Row 2. Column 2.")
        session.previous()
        #expect(session.lastUtterance?.description == "Name. Apple. Column 1.")
    }

    @Test(arguments: [
        ("ru", ["Apple. Ряд 2. Столбец 1.", "Price. $432. Столбец 2.", "Name. Pear. Ряд 3. Столбец 1."]),
        ("de", ["Apple. Zeile 2. Spalte 1.", "Price. $432. Spalte 2.", "Name. Pear. Zeile 3. Spalte 1."]),
    ])
    func tableCellsInOtherLanguages(_ locale: String, _ cells: [String]) throws {
        var session = try Fixtures.session(Self.table, locale: locale)
        session.perform(.first)
        session.next()
        session.next()
        #expect([session.next(), session.next(), session.next()].flatMap(\.texts) == cells)
    }

    @Test func enteringALabelledContainerSaysItsLabelFirst() throws {
        let screen = Screen("groups") {
            Element("Before").frame(0, 50, 393, 44)
            Element.container(.semanticGroup) {
                Element("First").frame(0, 100, 393, 44)
                Element("Second").frame(0, 150, 393, 44)
            }.with(label: "Shipping")
            Element("After").frame(0, 250, 393, 44)
        }
        var session = try Fixtures.session(screen)
        #expect(session.next().texts == ["Shipping. First"])
        #expect(session.next().texts == ["Second"])
        #expect(session.next().texts == ["After"])
        #expect(session.previous().texts == ["Shipping. Second"])
    }

    @Test func pitchChangeRaisesAGroupsFirstItemAndLowersItsLast() throws {
        var session = try Fixtures.session("stocks.yaml")
        session.perform(.last)
        let last = try #require(session.lastUtterance?.segments.first)
        session.previous()
        let first = try #require(session.lastUtterance?.segments.first)
        #expect(first.pitch == .raised)
        #expect(last.pitch == .lowered)

        var settings = NavigationSettings()
        settings.description.pitchChange = false
        var plain = try Fixtures.session("stocks.yaml", settings: settings)
        plain.perform(.last)
        #expect(plain.lastUtterance?.segments.first?.pitch == .capitalised)
    }
}

extension Element {
    /// The same element with a constant accessibilityLabel.
    func with(label: String) -> Element {
        var copy = self
        copy.accessibilityLabel = Template(stringLiteral: label)
        return copy
    }
}
