import AccessibilityModel
import Foundation
import ScreenFiles
import Testing

/// The samples' dynamic behaviour: actions change state, labels follow, notifications are posted.
@Suite struct StateTests {
    /// Performs an action on the element with `id` of the visible screen, and resolves again.
    static func perform(
        _ action: AccessibilityAction, on id: String?, _ state: inout AppState, in app: App, locale: String = "en"
    ) -> (ActionOutcome, ResolvedScreen) {
        let before = app.resolve(state, locale: locale)!
        let outcome = state.perform(action, on: id, in: before, of: app)
        return (outcome, app.resolve(state, locale: locale)!)
    }

    @Test func shiftKeyTogglesLetterCaseAndSelected() throws {
        let app = try Samples.app("keyboard.yaml")
        var (state, screen) = app.launched()
        #expect(screen["key-q"]?.label == "q")
        #expect(screen["shift"]?.traits.contains(.selected) == false)

        let (outcome, shifted) = Self.perform(.activate, on: "shift", &state, in: app)
        #expect(outcome.handled && outcome.stateChanged)
        #expect(outcome.notifications == [.layoutChanged(focus: nil)])
        #expect(shifted["key-q"]?.label == "Q")
        #expect(shifted["key-y"]?.label == "Y")
        #expect(shifted["shift"]?.traits == [.keyboardKey, .selected])

        // Typing a capital letter releases Shift, as the system keyboard does.
        let (_, typed) = Self.perform(.activate, on: "key-q", &state, in: app)
        #expect(typed["message"]?.value == "Q")
        #expect(typed["key-q"]?.label == "q")
        #expect(typed["shift"]?.traits.contains(.selected) == false)
    }

    @Test func numbersKeySwitchesLayoutAndHidesShift() throws {
        let app = try Samples.app("keyboard.yaml")
        var state = AppState(app: app)
        let (outcome, numbers) = Self.perform(.activate, on: "numbers", &state, in: app, locale: "ru")
        #expect(outcome.notifications == [.layoutChanged(focus: nil)])
        #expect(numbers["key-w"]?.label == "2")
        #expect(numbers["numbers"]?.label == "Буквы")
        #expect(numbers["shift"]?.isExcluded == true)
    }

    @Test(arguments: [
        ("en", ["0 stars", "1 star", "2 stars", "3 stars", "4 stars", "5 stars"]),
        ("ru", ["0 звёзд", "1 звезда", "2 звезды", "3 звезды", "4 звезды", "5 звёзд"]),
        ("zh-Hans", ["0 颗星", "1 颗星", "2 颗星", "3 颗星", "4 颗星", "5 颗星"]),
    ])
    func ratingStepsWithPluralForms(_ locale: String, _ expected: [String]) throws {
        let app = try Samples.app("rating.yaml")
        var state = AppState(app: app)
        #expect(app.resolve(state, locale: locale)?["ratingView"]?.value == expected[3])
        for _ in 0..<4 { _ = Self.perform(.decrement, on: "ratingView", &state, in: app, locale: locale) }
        var heard: [String?] = [app.resolve(state, locale: locale)?["ratingView"]?.value]
        for _ in 0..<6 {
            let (outcome, screen) = Self.perform(.increment, on: "ratingView", &state, in: app, locale: locale)
            #expect(outcome.handled)
            heard.append(screen["ratingView"]?.value)
        }
        // The rating stops at 0 and 5.
        #expect(heard == expected + [expected[5]])
    }

    @Test func playButtonBecomesPauseAndMagicTapToggles() throws {
        let app = try Samples.app("music.yaml")
        var (state, screen) = app.launched()
        #expect(screen["playPause"]?.label == "Play")
        var (outcome, playing) = Self.perform(.activate, on: "playPause", &state, in: app)
        #expect(outcome.handled)
        #expect(playing["playPause"]?.label == "Pause")
        // Magic tap from another element reaches the screen's handler.
        (outcome, playing) = Self.perform(.magicTap, on: "next", &state, in: app)
        #expect(outcome.handled)
        #expect(playing["playPause"]?.label == "Play")
        (_, playing) = Self.perform(.magicTap, on: nil, &state, in: app, locale: "zh-Hans")
        #expect(playing["playPause"]?.label == "暂停")
    }

    @Test func songRowPlaysAndAnnounces() throws {
        let app = try Samples.app("music.yaml")
        var state = AppState(app: app)
        let screen = app.resolve(state, locale: "ru")!
        let soWhat = try #require(screen.nodes.first { $0.label == "So What" })
        #expect(soWhat.hint == "Воспроизводит песню.")
        let outcome = state.perform(.activate, on: soWhat.id, in: screen, of: app)
        #expect(outcome.notifications == [.announcement("Воспроизводится So What")])
        let after = app.resolve(state, locale: "ru")!
        #expect(after[soWhat.id]?.traits.contains(.selected) == true)
        #expect(after["playPause"]?.label == "Пауза")
    }

    @Test func escapeDismissesThePresentedAlert() throws {
        let app = try Samples.app()
        var state = AppState(app: app)
        let (opened, alert) = Self.perform(.activate, on: "openAlert", &state, in: app)
        #expect(opened.notifications == [.screenChanged(focus: "question")])
        #expect(alert.screenName == "alert")
        let modal = try #require(alert.index(of: "alertView"))
        #expect(alert.nodes[modal].viewIsModal && !alert.nodes[modal].isExcluded)
        // The draft behind the alert is outside the modal view.
        #expect(!alert.isDescendant(alert.index(of: "draft")!, of: modal))

        let (escaped, home) = Self.perform(.escape, on: "cancel", &state, in: app)
        #expect(escaped.handled)
        #expect(escaped.notifications == [.screenChanged(focus: nil)])
        #expect(home.screenName == "home")
        #expect(state.stack.count == 1)
    }

    @Test func standaloneAlertHidesItselfOnEscape() throws {
        let app = try Samples.app("alert.yaml")
        var (state, screen) = app.launched()
        #expect(screen["alertView"]?.viewIsModal == true && screen["alertView"]?.isExcluded == false)
        let (outcome, after) = Self.perform(.escape, on: "question", &state, in: app)
        #expect(outcome.handled)
        #expect(after["alertView"]?.isExcluded == true)
    }

    @Test func pushAndBackNavigate() throws {
        let app = try Samples.app()
        var state = AppState(app: app)
        let (pushed, weather) = Self.perform(.activate, on: "openWeather", &state, in: app, locale: "zh-Hans")
        #expect(pushed.notifications == [.screenChanged(focus: nil)])
        #expect(weather.title == "天气")
        #expect(weather["currentWeather"]?.label == "库比蒂诺，75 度")
        // An unhandled escape on a pushed screen goes back.
        let (escaped, home) = Self.perform(.escape, on: "currentWeather", &state, in: app)
        #expect(escaped.handled)
        #expect(home.screenName == "home")
        // Escape on the root screen with no handler fails.
        let (failed, _) = Self.perform(.escape, on: "openWeather", &state, in: app)
        #expect(!failed.handled)
    }

    @Test func readerScrollsPagesAndSpeaksTheStatus() throws {
        let app = try Samples.app("reader.yaml")
        var state = AppState(app: app)
        let (outcome, screen) = Self.perform(.scroll(.left), on: "page", &state, in: app)
        #expect(outcome.notifications == [.pageScrolled("Page 2 of 5")])
        #expect(screen["page"]?.traits.contains(.causesPageTurn) == true)
        #expect(screen["pagesLeft"]?.label == "3 pages left")
        let (russian, ruScreen) = Self.perform(.scroll(.left), on: "page", &state, in: app, locale: "ru")
        #expect(russian.notifications == [.pageScrolled("Страница 3 из 5")])
        #expect(ruScreen["pagesLeft"]?.label == "Осталось 2 страницы")
        let (up, _) = Self.perform(.scroll(.up), on: "page", &state, in: app)
        #expect(!up.handled)
    }

    @Test func unsupportedActionsReportNotHandled() throws {
        let app = try Samples.app("settings.yaml")
        var state = AppState(app: app)
        let screen = app.resolve(state, locale: "en")!
        #expect(!state.perform(.increment, on: "wifi", in: screen, of: app).handled)
        #expect(!state.perform(.activate, on: "reset", in: screen, of: app).handled)
        #expect(!state.perform(.custom("Delete"), on: "wifi", in: screen, of: app).handled)
        #expect(!state.perform(.magicTap, on: "wifi", in: screen, of: app).handled)
        #expect(state == AppState(app: app))
    }

    @Test func switchAndSliderValues() throws {
        let app = try Samples.app("settings.yaml")
        var (state, screen) = app.launched()
        #expect(screen["wifi"]?.value == "1")
        #expect(screen["volume"]?.value == "50%")
        var (_, after) = Self.perform(.activate, on: "wifi", &state, in: app)
        #expect(after["wifi"]?.value == "0")
        (_, after) = Self.perform(.increment, on: "volume", &state, in: app)
        #expect(after["volume"]?.value == "60%")
        #expect(after["reset"]?.traits.contains(.notEnabled) == true)
    }

    @Test func combinedElementHidesItsSubviews() throws {
        let (_, screen) = try Samples.app("weather.yaml").launched(locale: "ru")
        let weather = try #require(screen.index(of: "currentWeather"))
        #expect(screen.nodes[weather].label == "Купертино, 75 градусов")
        #expect(screen.nodes[weather].isAccessibilityElement)
        for child in screen.nodes[weather].children { #expect(screen.nodes[child].isExcluded) }
    }

    @Test func multiFacetedViewListsItsPartsInOrder() throws {
        let (_, screen) = try Samples.app("multi-faceted.yaml").launched()
        let card = try #require(screen["contactCard"])
        #expect(!card.isAccessibilityElement)
        let order = try #require(card.accessibilityElements)
        #expect(order.map { screen.nodes[$0].id } == ["photo", "name", "call", "message"])
        #expect(card.frame == AccessibilityFrame(x: 16, y: 120, width: 361, height: 200))
    }
}
