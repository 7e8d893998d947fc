import Findings
import Foundation

/// `findings.jsonl`: one finding a line, keys sorted, for tools and CI; each with its rule's
/// `why` and `fix` (``RuleDescription``), so a line read alone says why it matters.
enum FindingsJSONLines {
    static func document(_ findings: [Finding], rules: [RuleDescription]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try findings.map { finding in
            let line = ExplainedFinding(finding: finding, rule: byID[finding.rule])
            return String(decoding: try encoder.encode(line), as: UTF8.self) + "\n"
        }.joined()
    }

    /// A finding's keys, and its rule's `why` and `fix` beside them.
    private struct ExplainedFinding: Encodable {
        let finding: Finding
        let rule: RuleDescription?

        private enum Keys: String, CodingKey { case why, fix }

        func encode(to encoder: any Encoder) throws {
            try finding.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeIfPresent(rule?.why, forKey: .why)
            try container.encodeIfPresent(rule?.fix, forKey: .fix)
        }
    }
}
