/// The report files `--format` chooses; `summary.json` and `results.json` are always written.
package enum ReportFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// `index.html`: the report to listen to.
    case html
    /// `findings.jsonl`: one finding a line.
    case jsonl
    /// `junit.xml`: one test case per screen and locale, failing with its findings.
    case junit

    package var fileName: String {
        switch self {
        case .html: "index.html"
        case .jsonl: "findings.jsonl"
        case .junit: "junit.xml"
        }
    }

    /// The file's contents for a report; `captions` are the whole-screen captions files' text.
    func document(_ report: ListenReport, captions: [String: String]) throws -> String {
        switch self {
        case .html: HTMLReport(report, captions: captions).document
        case .jsonl: try FindingsJSONLines.document(report.findings, rules: report.rules)
        case .junit: JUnitReport.document(report)
        }
    }
}
