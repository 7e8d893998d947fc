import AccessibilityModel
import Audit
import Testing

/// An app of many screens, audited screen after screen: what an audited screen keeps does not
/// grow with the screens audited before it, so the audit's time and memory grow with the app,
/// not with its square.
struct ManyScreensTests {
    @Test func aScreenKeepsNothingSaidOnTheScreensBeforeIt() throws {
        let app = App(
            screens: (0..<20).map { number in
                Screen("screen\(number)") {
                    Element(.literal("Item \(number)"), traits: .button).frame(0, 100, 393, 44)
                }
            })
        let audited = try Auditor(voices: AuditTestSupport.voices).locale("en-US", of: app)
        #expect(audited.screens.count == app.screens.count)
        // Each screen speaks its own element, through the one session of the locale.
        #expect(audited.screens.map { $0.spoken(at: 0) } == (0..<20).map { "Item \($0). Button." })
        #expect(audited.screens.map(\.navigable.resolved.screenName) == app.screens.map(\.name))
    }
}

/// An app of hundreds of screens is audited in batches side by side; its findings are listed as
/// a screen-by-screen audit lists them: rule by rule, each rule's screen by screen in order.
struct BatchedScreensTests {
    @Test func findingsKeepTheScreensOrder() throws {
        // Every screen's button ends with a period ("label-period"), every third has no label
        // ("label-missing"): two rules, each finding on hundreds of screens.
        let app = App(
            screens: (0..<300).map { number in
                Screen("screen\(number)") {
                    Element(.literal(number % 3 == 0 ? "" : "Item \(number)."), traits: .button).frame(0, 100, 393, 44)
                }
            })
        let findings = try Auditor(voices: AuditTestSupport.voices).audit(app, locales: ["en-US"])
        let periods = findings.filter { $0.rule == "label-period" }.compactMap(\.subject.screen)
        let missing = findings.filter { $0.rule == "label-missing" }.compactMap(\.subject.screen)
        #expect(periods == (0..<300).filter { $0 % 3 != 0 }.map { "screen\($0)" })
        #expect(missing == (0..<300).filter { $0 % 3 == 0 }.map { "screen\($0)" })
        // The rules in their order: every label-missing finding before the first label-period.
        let rules = findings.map(\.rule).filter { $0 == "label-missing" || $0 == "label-period" }
        #expect(rules == Array(repeating: "label-missing", count: 100) + Array(repeating: "label-period", count: 200))
    }
}

/// A long screen is walked in pieces side by side (`ElementWalk`): its findings are those of one
/// walk, in swipe order, and a check that remembers the element before sees the whole screen.
struct LongScreenPiecesTests {
    @Test func aLongScreensFindingsAreThoseOfOneWalk() throws {
        // Pieces are 4,096 elements long: 8,300 elements make three pieces. The swipe order
        // puts the top element first in the second piece, after one far below it: the only
        // jump up, seen only by a check that reads the element before across the pieces' edge.
        let count = 8_300
        let ids = (0..<count).map { "e\($0)" }
        var screen = Screen("long") {}
        screen.elements = (0..<count).map { number in
            Element(.literal(number % 1_000 == 999 ? "Item \(number)." : "Item \(number)"), traits: .button)
                .identifier("e\(number)").frame(0, Double(number) * 44, 393, 44)
        }
        screen.accessibilityElements = (ids[1...4_096] + ["e0"] + ids[4_097...]).map { .reference($0) }
        let findings = try Auditor(voices: AuditTestSupport.voices).audit(App(screens: [screen]), locales: ["en-US"])
        let periods = findings.filter { $0.rule == "label-period" }.compactMap(\.subject.element)
        #expect(periods == (0..<count).filter { $0 % 1_000 == 999 }.map { "e\($0)" })
        let jumps = findings.filter { $0.rule == "reading-order-jumps-up" }.compactMap(\.subject.element)
        #expect(jumps == ["e0"])
    }
}
