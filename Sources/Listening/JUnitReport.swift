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
                xml +=
                    ">\n      <failure message=\"\(here.count) finding(s)\">\(escape(lines.joined(separator: "\n")))</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text for XML and HTML: `&`, `<`, `>` and `"` as entities. One pass over the text, as
    /// a report escapes every cell of every row.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
