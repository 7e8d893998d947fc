import Findings

/// `junit.xml`: a test suite per locale, a test case per screen (and one for the locale's
/// strings), failing with the findings of warning severity or worse.
enum JUnitReport {
    static func document(_ report: ListenReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"earshot listen\">\n"
        for locale in report.locales.map(\.locale) {
            let findings = report.findings.filter { $0.locale == locale && $0.severity >= .warning }
            let cases = ["strings"] + report.results.filter { $0.locale == locale }.map(\.screen)
            let failing = cases.filter { name in findings.contains { ($0.subject.screen ?? "strings") == name } }
            xml += "  <testsuite name=\"\(escape(locale))\" tests=\"\(cases.count)\" failures=\"\(failing.count)\">\n"
            for name in cases {
                let here = findings.filter { ($0.subject.screen ?? "strings") == name }
                xml += "    <testcase classname=\"\(escape(locale))\" name=\"\(escape(name))\""
                if here.isEmpty {
                    xml += "/>\n"
                    continue
                }
                let lines = here.map { finding in
                    "\(finding.location.map { "\($0): " } ?? "")\(finding.severity.rawValue): [\(finding.rule)] \(finding.subject.element.map { "\($0): " } ?? "")\(finding.message)"
                }
                xml += ">\n      <failure message=\"\(here.count) finding(s)\">\(escape(lines.joined(separator: "\n")))</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
