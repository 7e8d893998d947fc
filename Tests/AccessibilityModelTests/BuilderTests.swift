import AccessibilityModel
import ScreenFiles
import Testing

/// The builder API describes the seeds' examples in code; where a sample holds the same
/// screen, the two are equal.
@Suite struct BuilderTests {
    static let back = Element("{@common.samples}", traits: [.button, .backButton]).frame(8, 54, 90, 44).onActivate(
        .back)

    @Test func ratingViewEqualsTheSample() throws {
        let built = Screen("rating", title: "{@rating.title}", variables: [.int("rating", 3, min: 0, max: 5)]) {
            Self.back
            Element("{@rating.label}", traits: .adjustable, identifier: "ratingView")
                .value("{@rating.stars(rating)}")
                .frame(16, 160, 220, 44)
                .onIncrement(.increment("rating"))
                .onDecrement(.decrement("rating"))
        }
        #expect(try built == Samples.app().screen(named: "rating"))
    }

    @Test func multiFacetedViewEqualsTheSample() throws {
        let built = Screen("contact", title: "{@card.title}") {
            Self.back
            Element.container(identifier: "contactCard") {}
                .accessible(false)
                .frame(16, 120, 361, 200)
                .accessibilityElements {
                    Element("{@card.photo}", traits: .image, identifier: "photo").frame(24, 128, 80, 80)
                    Element("{@card.name}", traits: .staticText, identifier: "name").frame(120, 150, 240, 30)
                    Element("{@card.call}", traits: .button, identifier: "call").frame(24, 250, 160, 50)
                    Element("{@card.message}", traits: .button, identifier: "message").frame(200, 250, 160, 50)
                }
        }
        #expect(try built == Samples.app().screen(named: "contact"))
    }

    @Test func stocksRowEqualsTheSample() throws {
        let built = Screen("stocks", title: "{@stocks.title}") {
            Self.back
            Element("{@stocks.title}", traits: .header).frame(16, 110, 361, 41)
            Element.container(.list, identifier: "stockList") {
                for (company, y) in [("apple", 160.0), ("alphabet", 220.0)] {
                    Element(try! Template(parsing: "{@stocks.\(company)}"), traits: .button, identifier: company)
                        .hint("{@stocks.row.hint}")
                        .frame(0, y, 393, 60)
                }
            }
        }
        #expect(try built == Samples.app().screen(named: "stocks"))
    }

    /// The keyboard's Shift key, built in code, behaves as the seed describes.
    @Test func shiftKeyInCode() throws {
        let app = App("Keyboard") {
            Screen("keyboard", variables: [.bool("shift")]) {
                Element("{shift ? 'Q' : 'q'}", traits: .keyboardKey, identifier: "q").frame(3, 600, 36, 44)
                Element("Shift", traits: .keyboardKey, identifier: "shift")
                    .trait(.selected, when: "shift")
                    .frame(3, 654, 48, 44)
                    .onActivate(.toggle("shift"), .post(.layoutChanged(focus: nil)))
            }
        }
        #expect(app.validate().isEmpty)
        var state = AppState(app: app)
        let before = try #require(app.resolve(state, locale: "en"))
        let outcome = state.perform(.activate, on: "shift", in: before, of: app)
        #expect(outcome.notifications == [.layoutChanged(focus: nil)])
        let after = try #require(app.resolve(state, locale: "en"))
        #expect(after["q"]?.label == "Q")
        #expect(after["shift"]?.traits == [.keyboardKey, .selected])
        // Built apps write and read back like loaded ones.
        #expect(try Samples.app(text: ScreenFileWriter.json(app), name: "built.json") == app)
    }

    /// The rest of the seeds' examples, expressed in code and checked by the validator.
    @Test func seedExamplesInCode() throws {
        let app = App("Seeds", localizations: try Samples.app().localizations) {
            Screen("weather", variables: [.int("temperature", 75)]) {
                Element("{@weather.combined(@weather.city, @weather.temperature(temperature))}", identifier: "current")
                    .accessible()
                    .frame(16, 170, 361, 120)
            }
            Screen("music", variables: [.bool("playing")]) {
                Element(
                    "{playing ? @music.pause : @music.play}", traits: [.button, .startsMediaSession], identifier: "play"
                )
                .onActivate(.toggle("playing"))
                Element.container(.list) {
                    Element("So What", traits: .button).hint("{@music.song.hint}").onActivate(.set("playing", "true"))
                }
            }
            .onMagicTap(.toggle("playing"))
            Screen("alert", variables: [.bool("shown", true)]) {
                Element.container(identifier: "alertView") {
                    Element("{@alert.question}", traits: .header, identifier: "question")
                    Element("{@alert.cancel}", traits: .button).onActivate(.set("shown", "false"), .dismiss)
                }
                .modal()
                .hidden("!shown")
                .onEscape(.set("shown", "false"), .dismiss)
            }
            Screen("podcasts") {
                Element("{@podcasts.heading}", traits: .header)
                for topic in [
                    "news", "comedy", "science", "history", "sports", "technology", "music", "business", "health",
                    "education", "fiction",
                ] {
                    Element(try! Template(parsing: "{@topic.\(topic)}"), traits: .button)
                }
                Element("{@podcasts.artists}", traits: .header)
            }
            Screen("reader", variables: [.int("page", 1, min: 1, max: 5)]) {
                Element("{@reader.text(page)}", traits: [.staticText, .causesPageTurn], identifier: "page")
                    .scrollStatus("{@reader.status(page, 5)}")
                    .onScroll(.left, .increment("page"))
                    .onScroll(.right, .decrement("page"))
            }
        }
        #expect(app.validate().isEmpty, "\(app.validate())")
        let reader = App(screens: [try #require(app.screen(named: "reader"))], localizations: app.localizations)
        var state = AppState(app: reader)
        let screen = try #require(reader.resolve(state, locale: "zh-Hans"))
        let outcome = state.perform(.scroll(.left), on: "page", in: screen, of: reader)
        #expect(outcome.notifications == [.pageScrolled("第 2 页，共 5 页")])
        #expect(app.resolve(AppState(app: app), locale: "ru")?["current"]?.label == "Купертино, 75 градусов")
    }

    @Test func validatorReportsBuilderMistakes() {
        let app = App {
            Screen("home", variables: [.bool("on")]) {
                Element("{of}").onActivate(.push("nowhere"), .toggle("missing"))
                Element("x", identifier: "a").order("a")
            }
        }
        let messages = app.validate().map(\.message)
        #expect(messages.contains("there is no variable 'of'; did you mean 'on'?; declare it under variables"))
        #expect(messages.contains("there is no screen named 'nowhere'"))
        #expect(messages.contains { $0.hasPrefix("there is no variable 'missing'") })
        #expect(
            messages.contains("cycle: accessibilityElements lists itself; list only elements inside this container"))
        #expect(app.validate().first?.location.description == "screen 'home', element 0, accessibilityLabel")
    }
}
