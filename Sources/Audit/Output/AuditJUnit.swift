import Findings

/// JUnit XML for CI dashboards: a test suite per locale, a test case per rule, failing with the
/// rule's findings of warning severity or worse.
enum AuditJUnit {
    static func document(_ report: AuditReport) -> String {
        let suites = report.locales.map { locale in
            let findings = report.findings.filter { ($0.locale ?? locale) == locale && $0.severity >= .warning }
            return JUnitDocument.Suite(
                name: locale,
                cases: report.rules.map { rule in
                    let here = findings.filter { $0.rule == rule.id }
                    return JUnitDocument.TestCase(
                        name: rule.id,
                        failure: here.isEmpty ? nil : (here.count, here.map { AuditText.lines($0) }.joined()))
                })
        }
        return JUnitDocument(name: "earshot audit", suites: suites).xml
    }
}
