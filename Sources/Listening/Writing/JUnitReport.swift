import Findings

/// `junit.xml`: a test suite per locale, a test case per screen (and one for the locale's
/// strings), failing with the findings of warning severity or worse.
enum JUnitReport {
    static func document(_ report: ListenReport) -> String {
        let suites = report.locales.map(\.locale).map { locale in
            let findings = report.findings.filter { $0.locale == locale && $0.severity >= .warning }
            let cases = ["strings"] + report.results.filter { $0.locale == locale }.map(\.screen)
            return JUnitDocument.Suite(
                name: locale,
                cases: cases.map { name in
                    let here = findings.filter { ($0.subject.screen ?? "strings") == name }
                    let lines = here.map { finding in
                        "\(finding.location.map { "\($0): " } ?? "")\(finding.severity.rawValue): [\(finding.rule)] "
                            + "\(finding.subject.element.map { "\($0): " } ?? "")\(finding.message)"
                    }
                    return JUnitDocument.TestCase(
                        name: name, failure: here.isEmpty ? nil : (here.count, lines.joined(separator: "\n")))
                })
        }
        return JUnitDocument(name: "earshot listen", suites: suites).xml
    }
}
