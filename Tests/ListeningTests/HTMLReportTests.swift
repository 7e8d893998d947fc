import Audit
import Foundation
import Testing

@testable import Listening

/// The page's table, built from a report made by hand.
struct HTMLReportTests {
    private func element(_ id: String, _ text: String, at position: Int) -> RenderedElement {
        RenderedElement(
            spoken: SpokenElement(
                screen: "home", element: id, position: position, label: text, spoken: text, duration: 1),
            paced: text, audio: "audio/\(id).wav", renderKey: id, synthesized: true)
    }

    private func result(_ locale: String, _ elements: [RenderedElement]) -> ScreenResult {
        ScreenResult(locale: locale, screen: "home", elements: elements, audio: "s.wav", captions: "s.vtt", duration: 2)
    }

    @Test func aRowHoldsTheSameElementInEveryLocaleWhateverItsSwipePosition() throws {
        let report = ListenReport(
            app: "/app.yaml", appName: "App", developmentLanguage: "en",
            locales: [
                LocaleInfo(locale: "en", voice: "English", status: .own, rightToLeft: false),
                LocaleInfo(locale: "ar", voice: "Arabic", status: .own, rightToLeft: true),
            ],
            plan: try #require(
                try? JSONDecoder().decode(
                    ScreenPlan.self, from: Data(#"{"screens":[{"name":"home","path":[]}],"unreachable":[]}"#.utf8))),
            shard: nil,
            results: [
                result("en", [element("back", "Back", at: 0), element("next", "Next", at: 1)]),
                result("ar", [element("next", "التالي", at: 0), element("back", "رجوع", at: 1)]),
            ],
            findings: [], changes: [], hasBaseline: false, rules: [])
        let html = HTMLReport(report, captions: [:]).document
        let rows = html.components(separatedBy: "<tr data-element=").dropFirst()
        let back = try #require(rows.first { $0.hasPrefix("\"back\"") })
        #expect(back.contains("Back") && back.contains("رجوع"))
        #expect(!back.contains("التالي"))
        #expect(html.contains("dir=\"rtl\""))
    }
}
