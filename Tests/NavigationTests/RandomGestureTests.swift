import AccessibilityModel
import Navigation
import TestSupport
import Testing

/// Any sequence of gestures on any sample keeps the session sound: focus stays on a reachable
/// element, every gesture is answered in the log, and nothing traps or crashes. The gestures are
/// random: a failure names the seed that replays them (``SeededGenerator``).
@Suite struct RandomGestureTests {
    static let samples = [
        "app.yaml", "weather.yaml", "stocks.yaml", "keyboard.yaml", "rating.yaml", "multi-faceted.yaml",
        "music.yaml", "settings.yaml", "alert.yaml", "podcasts.yaml", "reader.yaml", "workshop/pitfalls.yaml",
    ]

    static let gestures: [Gesture] = [
        .next, .next, .next, .previous, .first, .last, .activate, .activate, .increment, .decrement, .escape,
        .magicTap, .scroll(.left), .scroll(.right), .scroll(.up), .scroll(.down), .readAll(fromTop: false),
        .readAll(fromTop: true), .rotorNext, .rotorPrevious, .rotorUp, .rotorDown, .rotorDown,
        .touch(AccessibilityPoint(x: 100, y: 180)), .touch(AccessibilityPoint(x: 300, y: 650)),
        .touch(AccessibilityPoint(x: -5, y: 9000)),
    ]

    @Test(arguments: samples)
    func randomGesturesKeepTheSessionSound(sample: String) throws {
        for locale in ["en-US", "ru", "zh-Hans"] {
            var session = try Fixtures.session(sample, locale: locale)
            var random = SeededGenerator()
            var history: [Gesture] = []
            for _ in 0..<400 {
                let gesture = Self.gestures.randomElement(using: &random)!
                history.append(gesture)
                let logged = session.log.count
                let said = session.perform(gesture)
                #expect(session.log.count == logged + said.count)
                if let focus = session.focus {
                    #expect(
                        session.screen.order.indices.contains(focus),
                        "\(locale) after \(history.suffix(5)); \(random.replay)")
                } else {
                    #expect(
                        session.screen.count == 0, "\(locale): focus lost after \(history.suffix(5)); \(random.replay)")
                }
                if case .touch = gesture {
                } else {
                    #expect(
                        !said.isEmpty || gesture == .magicTap || gesture == .activate,
                        "\(locale): \(gesture) said nothing after \(history.suffix(5)); \(random.replay)")
                }
                if Bool.random(using: &random) { session.speechDidFinish() }
            }
        }
    }
}
