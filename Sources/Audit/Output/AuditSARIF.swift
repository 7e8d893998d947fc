import Findings
import Foundation
import Reporting

/// SARIF 2.1.0, for code-scanning tools: one run whose tool lists every rule (summary, help
/// text with the guide's section, Xcode's audit category) and whose results carry physical
/// locations, so the finding shows on the screen file's line.
enum AuditSARIF {
    /// The id of OASIS's SARIF 2.1.0 schema (errata 01).
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func document(_ report: AuditReport) -> String {
        let ruleIndex = Dictionary(
            report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rules: [[String: Any]] = report.rules.map { rule in
            var properties: [String: Any] = ["guide": AuditRules.rule(rule.id)?.guide ?? ""]
            if let category = rule.xcodeAuditCategory { properties["xcodeAuditCategory"] = category }
            return [
                "id": rule.id,
                "shortDescription": ["text": rule.summary],
                "fullDescription": ["text": rule.why],
                "help": ["text": "\(rule.why) Fix: \(rule.fix)"],
                "defaultConfiguration": ["level": level(rule.severity)],
                "properties": properties,
            ]
        }
        let results: [[String: Any]] = report.findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.rule,
                "level": level(finding.severity),
                "message": ["text": message(finding)],
            ]
            if let index = ruleIndex[finding.rule] { result["ruleIndex"] = index }
            if let location = finding.location {
                result["locations"] = [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": location.file],
                            "region": ["startLine": max(location.line, 1), "startColumn": max(location.column, 1)],
                        ]
                    ]
                ]
            }
            var properties: [String: Any] = [:]
            if let locale = finding.locale { properties["locale"] = locale }
            if let screen = finding.subject.screen { properties["screen"] = screen }
            if let element = finding.subject.element { properties["element"] = element }
            if !finding.subject.alsoOnScreens.isEmpty { properties["alsoOnScreens"] = finding.subject.alsoOnScreens }
            if let now = finding.spokenNow { properties["spokenNow"] = now }
            if let after = finding.spokenAfterFix { properties["spokenAfterFix"] = after }
            if !properties.isEmpty { result["properties"] = properties }
            return result
        }
        let log: [String: Any] = [
            "$schema": schema,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": ["name": "earshot audit", "rules": rules]],
                    "results": results,
                    "properties": ["suppressed": report.suppressed, "locales": report.locales],
                ]
            ],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// SARIF's levels: `error`, `warning`, `note`, as Earshot's severities.
    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// The message with the speech now and after the fix, which SARIF viewers show whole.
    static func message(_ finding: Finding) -> String {
        var text = finding.message
        if let now = finding.spokenNow { text += ". VoiceOver says: \(now)" }
        if let after = finding.spokenAfterFix { text += " After the fix: \(after)" }
        return text
    }
}
