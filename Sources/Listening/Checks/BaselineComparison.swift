import Findings
import Foundation

/// What changed between a baseline report and this one: text, duration beyond a tolerance,
/// elements added and removed, and findings the baseline did not have.
struct BaselineComparison {
    /// A duration change smaller than this many seconds is not a change.
    static let durationTolerance = 0.25

    static func changes(from baseline: ListenReport, to report: ListenReport) -> [Change] {
        var changes: [Change] = []
        let before = elements(of: baseline)
        let after = elements(of: report)
        for (key, element) in after.sorted(by: { $0.key < $1.key }) {
            guard let old = before[key] else {
                changes.append(
                    Change(
                        kind: .added, locale: key.locale, screen: key.screen, element: key.element,
                        after: element.spoken.spoken))
                continue
            }
            if old.spoken.spoken != element.spoken.spoken {
                changes.append(
                    Change(
                        kind: .text, locale: key.locale, screen: key.screen, element: key.element,
                        before: old.spoken.spoken, after: element.spoken.spoken))
            } else if abs(old.spoken.duration - element.spoken.duration) > durationTolerance {
                changes.append(
                    Change(
                        kind: .duration, locale: key.locale, screen: key.screen, element: key.element,
                        before: seconds(old.spoken.duration), after: seconds(element.spoken.duration)))
            }
        }
        for key in before.keys.sorted() where after[key] == nil {
            changes.append(
                Change(
                    kind: .removed, locale: key.locale, screen: key.screen, element: key.element,
                    before: before[key]?.spoken.spoken))
        }
        let known = Set(baseline.findings.map(identity))
        for finding in report.findings where !known.contains(identity(finding)) {
            changes.append(
                Change(
                    kind: .newFinding, locale: finding.locale ?? "", screen: finding.subject.screen ?? "",
                    element: finding.subject.element, after: "\(finding.rule): \(finding.message)"))
        }
        return changes
    }

    private struct Key: Hashable, Comparable {
        var locale: String
        var screen: String
        var element: String
        static func < (left: Key, right: Key) -> Bool {
            (left.locale, left.screen, left.element) < (right.locale, right.screen, right.element)
        }
    }

    private static func elements(of report: ListenReport) -> [Key: RenderedElement] {
        var elements: [Key: RenderedElement] = [:]
        for result in report.results {
            for element in result.elements {
                elements[Key(locale: result.locale, screen: result.screen, element: element.spoken.element)] = element
            }
        }
        return elements
    }

    private static func identity(_ finding: Finding) -> String {
        [
            finding.rule, finding.locale ?? "", finding.subject.screen ?? "", finding.subject.element ?? "",
            finding.message,
        ]
        .joined(separator: "\u{0}")
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f s", value)
    }
}
