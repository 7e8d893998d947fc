import Audit
import Findings
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

    private func report(_ results: [ScreenResult], findings: [Finding], rules: [RuleDescription]) throws -> ListenReport
    {
        ListenReport(
            app: "/app.yaml", appName: "App", developmentLanguage: "en",
            locales: ["en", "ru"].map { LocaleInfo(locale: $0, voice: $0, status: .own, rightToLeft: false) },
            plan: try JSONDecoder().decode(
                ScreenPlan.self, from: Data(#"{"screens":[{"name":"home","path":[]}],"unreachable":[]}"#.utf8)),
            shard: nil, results: results, findings: findings, changes: [], hasBaseline: false, rules: rules)
    }

    private func flag(_ rule: RuleDescription, _ element: String, _ locale: String) -> Finding {
        Finding(
            rule: rule.id, severity: rule.severity, message: "\(rule.id) on \(element)", locale: locale,
            subject: FindingSubject(screen: "home", element: element))
    }

    static let small = RuleDescription(
        id: "touch-target-too-small", severity: .warning, summary: "Small.", why: "Hard to find by touch.",
        fix: "Make it 44 points.")
    static let unlabelled = RuleDescription(
        id: "label-missing", severity: .error, summary: "No label.", why: "Nothing is said.", fix: "Label it.")

    /// The page opens on the flagged elements ranked most severe, then most widespread, each
    /// linking to its audio in the locales flagged; every flag says why and how to fix it.
    @Test func thePageOpensOnWhatToHearFirstAndEachFlagSaysWhy() throws {
        let elements = ["a", "b", "c"].enumerated().map { element($0.element, $0.element, at: $0.offset) }
        let findings = [
            flag(Self.small, "a", "en"),
            flag(Self.small, "b", "en"), flag(Self.small, "b", "ru"),
            flag(Self.unlabelled, "c", "ru"),
        ]
        let listened = try report(
            [result("en", elements), result("ru", elements)], findings: findings, rules: [Self.small, Self.unlabelled])
        #expect(ListenFirst(listened).entries.map(\.element) == ["c", "b", "a"])
        #expect(ListenFirst(listened).entries[1].audio.map(\.locale) == ["en", "ru"])

        let html = HTMLReport(listened, captions: [:]).document
        let first = try #require(html.range(of: "<section id=\"listen-first\""))
        #expect(html.range(of: "<section class=\"screen\"")!.lowerBound > first.lowerBound)
        let list = html[first.lowerBound...].prefix { $0 != "\n" }
        #expect(list.contains("label-missing") && list.contains("<a href=\"audio/c.wav\""))
        let order = ["home · c", "home · b", "home · a"].map { list.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
        #expect(html.contains("<strong>Why:</strong> Hard to find by touch.</span>"))
        #expect(html.contains("<strong>Fix:</strong> Label it.</span>"))
    }

    @Test func eachLineOfFindingsJSONLinesCarriesItsRulesWhyAndFix() throws {
        let text = try FindingsJSONLines.document([flag(Self.small, "a", "en")], rules: [Self.small])
        let line = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(line["why"] as? String == "Hard to find by touch.")
        #expect(line["fix"] as? String == "Make it 44 points.")
        #expect(line["rule"] as? String == "touch-target-too-small")
        #expect(try JSONDecoder().decode(Finding.self, from: Data(text.utf8)).rule == "touch-target-too-small")
    }
}
