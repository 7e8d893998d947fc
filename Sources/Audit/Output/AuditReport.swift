import Findings
import Reporting

/// What an audit found, ready for any output: the findings shown, those suppressed in the
/// screen files, and the rules that ran.
package struct AuditReport: Sendable, Codable {
    package var findings: [Finding]
    /// Findings silenced by `earshotIgnore` on their element, with the reasons: counted and
    /// listed apart (JSON, SARIF), not shown among the findings.
    package var suppressed: [SuppressedFinding]
    package var rules: [RuleDescription]
    package var locales: [String]

    package init(findings: [Finding], suppressed: [SuppressedFinding] = [], rules: [RuleDescription], locales: [String])
    {
        self.findings = findings
        self.suppressed = suppressed
        self.rules = rules
        self.locales = locales
    }

    /// Whether any finding is of `threshold` or worse (never, for nil).
    package func fails(at threshold: Severity?) -> Bool {
        guard let threshold else { return false }
        return findings.contains { $0.severity >= threshold }
    }

    /// "3 errors, 5 warnings, 1 note; 2 suppressed".
    package var summary: String {
        let counts = Severity.allCases.reversed().map { severity in
            let count = findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return counts.joined(separator: ", ") + "; \(suppressed.count) suppressed"
    }
}
