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
        let kept = audited.screens.map { $0.session.log.count }
        #expect(kept.count == app.screens.count)
        #expect(kept == Array(repeating: kept.first ?? 0, count: kept.count))
    }
}
