import Findings
import Foundation

/// An output of the audit: a value that renders a report (text, JSON, SARIF, JUnit XML).
package enum AuditFormat: String, Sendable, CaseIterable {
    case text, json, sarif, junit

    package func render(_ report: AuditReport) -> String {
        switch self {
        case .text: AuditText.document(report)
        case .json: AuditJSON.document(report)
        case .sarif: AuditSARIF.document(report)
        case .junit: AuditJUnit.document(report)
        }
    }
}

/// One finding per line, as compilers write them, then what VoiceOver says now and after the
/// fix: `file:line:column: warning: [label-period] …`; for a translated label or hint, located
/// in its strings table, a last line says where the element is written.
enum AuditText {
    static func document(_ report: AuditReport) -> String {
        report.findings.map(lines).joined() + "\(report.findings.count) findings: \(report.summary)\n"
    }

    static func lines(_ finding: Finding) -> String {
        let place =
            finding.location?.description
            ?? [finding.subject.screen, finding.subject.element].compactMap { $0 }.joined(separator: ":")
        var context = [finding.locale, finding.subject.screen.map { "screen \($0)" }].compactMap { $0 }.joined(
            separator: ", ")
        if !finding.subject.alsoOnScreens.isEmpty {
            context += "; also on \(finding.subject.alsoOnScreens.joined(separator: ", "))"
        }
        var text =
            "\(place.isEmpty ? "app" : place): \(finding.severity.rawValue): [\(finding.rule)] \(finding.message)"
        text += context.isEmpty ? "\n" : " (\(context))\n"
        if let now = finding.spokenNow { text += "    now:   \(now)\n" }
        if let after = finding.spokenAfterFix { text += "    after: \(after)\n" }
        if let element = finding.elementLocation { text += "    element: \(element)\n" }
        return text
    }
}

/// The report as one JSON object: findings (a translated label's or hint's with its element's
/// place, `elementLocation`), suppressed findings with their reasons, locales and rules.
enum AuditJSON {
    static func document(_ report: AuditReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
