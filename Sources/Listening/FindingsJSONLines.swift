import Findings
import Foundation

/// `findings.jsonl`: one finding a line, keys sorted, for tools and CI.
enum FindingsJSONLines {
    static func document(_ findings: [Finding]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try findings.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
    }
}
