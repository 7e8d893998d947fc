import Findings
import Foundation
import Reporting

/// `summary.json`: the counts a CI job or a dashboard reads.
package struct ListenSummary: Sendable, Codable, Equatable {
    package var screens: Int
    package var unreachableScreens: [String]
    package var locales: [String]
    package var elements: Int
    /// Element WAV files synthesised by this run, and reused from the previous one.
    package var synthesized: Int
    package var reused: Int
    /// Findings by severity and by rule.
    package var findingsBySeverity: [String: Int]
    package var findingsByRule: [String: Int]
    /// Total spoken seconds per locale.
    package var secondsByLocale: [String: Double]
    /// Per screen and locale, the longest elements (identifier and seconds), longest first.
    package var longest: [String: [LongElement]]
    package var changes: Int
    /// Whether the report lacks part of the app: a merge made with `--allow-partial`, without
    /// the ``missingShares``.
    package var partial: Bool
    package var missingShares: [MissingShare]

    /// How many of each screen's longest elements are listed.
    package static let longestListed = 3

    package struct LongElement: Sendable, Codable, Equatable {
        package var element: String
        package var seconds: Double
    }

    init(_ report: ListenReport) {
        let elements = report.results.flatMap(\.elements)
        screens = report.plan.screens.count
        unreachableScreens = report.plan.unreachable
        locales = report.locales.map(\.locale)
        self.elements = elements.count
        synthesized = elements.filter(\.synthesized).count
        reused = elements.count - synthesized
        findingsBySeverity = Dictionary(grouping: report.findings, by: \.severity.rawValue).mapValues(\.count)
        findingsByRule = Dictionary(grouping: report.findings, by: \.rule).mapValues(\.count)
        secondsByLocale = Dictionary(grouping: report.results, by: \.locale).mapValues {
            $0.flatMap(\.elements).map(\.spoken.duration).reduce(0, +)
        }
        var longest: [String: [LongElement]] = [:]
        for result in report.results {
            longest["\(result.locale)/\(result.screen)"] = result.elements
                .sorted { $0.spoken.duration > $1.spoken.duration }.prefix(Self.longestListed)
                .map { LongElement(element: $0.spoken.element, seconds: $0.spoken.duration) }
        }
        self.longest = longest
        changes = report.changes.count
        missingShares = report.missingShares ?? []
        partial = !missingShares.isEmpty
    }

    /// The worst severity found, or nil when nothing was.
    package static func worst(_ findings: [Finding]) -> Severity? {
        findings.map(\.severity).max()
    }
}
