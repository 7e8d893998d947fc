/// JUnit XML, which CI dashboards read: test suites of test cases, each passing or failing with
/// a text. Both the audit and the listening report write their findings this way.
package struct JUnitDocument: Sendable {
    /// One test case: failing when it has a failure text.
    package struct TestCase: Sendable {
        package var name: String
        /// How many findings failed it, and their text; nil when it passed.
        package var failure: (count: Int, text: String)?

        package init(name: String, failure: (count: Int, text: String)? = nil) {
            self.name = name
            self.failure = failure
        }
    }

    /// A test suite; its name is also each case's class name.
    package struct Suite: Sendable {
        package var name: String
        package var cases: [TestCase]

        package init(name: String, cases: [TestCase]) {
            self.name = name
            self.cases = cases
        }
    }

    package var name: String
    package var suites: [Suite]

    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The XML text.
    package var xml: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(name.xmlEscaped)\">\n"
        for suite in suites {
            let failures = suite.cases.filter { $0.failure != nil }.count
            xml +=
                "  <testsuite name=\"\(suite.name.xmlEscaped)\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\">\n"
            for testCase in suite.cases {
                xml += "    <testcase classname=\"\(suite.name.xmlEscaped)\" name=\"\(testCase.name.xmlEscaped)\""
                guard let failure = testCase.failure else {
                    xml += "/>\n"
                    continue
                }
                xml +=
                    ">\n      <failure message=\"\(failure.count) finding(s)\">\(failure.text.xmlEscaped)</failure>\n"
                    + "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}

extension String {
    /// The text with `&`, `<`, `>` and `"` as entities, safe in XML and HTML text and attributes.
    /// One pass, and none when there is nothing to escape, as reports escape every cell.
    package var xmlEscaped: String {
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 16)
        for character in unicodeScalars {
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
