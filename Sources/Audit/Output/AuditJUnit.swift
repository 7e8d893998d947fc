import Findings

/// JUnit XML for CI dashboards: a test suite per locale, a test case per rule, failing with the
/// rule's findings of warning severity or worse.
enum AuditJUnit {
    static func document(_ report: AuditReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"earshot audit\">\n"
        for locale in report.locales {
            let findings = report.findings.filter { ($0.locale ?? locale) == locale && $0.severity >= .warning }
            let failing = Set(findings.map(\.rule))
            xml +=
                "  <testsuite name=\"\(escaped(locale))\" tests=\"\(report.rules.count)\" failures=\"\(failing.count)\">\n"
            for rule in report.rules {
                xml += "    <testcase classname=\"\(escaped(locale))\" name=\"\(escaped(rule.id))\""
                let here = findings.filter { $0.rule == rule.id }
                guard !here.isEmpty else {
                    xml += "/>\n"
                    continue
                }
                let text = here.map { AuditText.lines($0) }.joined()
                xml +=
                    ">\n      <failure message=\"\(here.count) finding(s)\">\(escaped(text))</failure>\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text safe inside XML attributes and elements.
    static func escaped(_ text: String) -> String {
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]
        return text.reduce(into: "") { result, character in result += entities[character] ?? String(character) }
    }
}
