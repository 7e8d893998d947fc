import Audit
import Foundation
import Navigation
import Testing

@testable import Workshop

/// A screen's audit is made once for every session that shows it, and again for a new load of
/// the file.
@Suite struct ScreenAuditsTests {
    @Test func sessionsOnTheSameScreenShareOneAudit() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("audits-\(UUID()).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        // An unlabelled button: the audit has a finding on it.
        try WorkshopSessionTests.screen(second: "").write(to: file, atomically: true, encoding: .utf8)
        let voices = try WorkshopSessionTests.voices.get()
        let auditor = Auditor(voices: voices)
        let audits = ScreenAudits(auditor: auditor)
        let document = AppDocument(url: file)
        guard case .app(let app, let load) = document.loaded else {
            Issue.record("the screen did not load")
            return
        }
        let one = try NavigationSession(app: app, locale: "en-US", voices: voices)
        let other = try NavigationSession(app: app, locale: "en-US", voices: voices)
        let first = audits.findings(on: one, key: ScreenAudits.Key(one, load: load))
        let second = audits.findings(on: other, key: ScreenAudits.Key(other, load: load))
        #expect(first == second, "one audit for both sessions")
        let byElement = await first.value
        let direct = try auditor.findingsOnScreen(of: one)
        #expect(byElement.values.map(\.count).reduce(0, +) == direct.count)
        #expect(!direct.isEmpty)

        guard case .app(_, let reload) = AppDocument(url: file).loaded else { return }
        #expect(reload != load, "every load has its own number")
        let again = audits.findings(on: one, key: ScreenAudits.Key(one, load: reload))
        #expect(again != first, "a new load of the file is audited again")
    }
}
