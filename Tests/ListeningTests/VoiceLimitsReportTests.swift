import Foundation
import Testing

/// `earshot listen` over `samples/workshop/voice-limits.yaml`: the report names, in every locale
/// the sample has, the words its voice cannot say, with the rule's why in `findings.jsonl`.
@Suite struct VoiceLimitsReportTests {
    @Test func theReportNamesTheWordsEachVoiceCannotSay() throws {
        let folder = try ListenRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = ListenRunner.checkout.appendingPathComponent("samples/workshop/voice-limits.yaml").path
        let run = try ListenRunner.listen(app, into: folder, "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        let findings = try ListenRunner.report(folder).findings.filter { $0.rule == "script" }
        let words: [String: [String]] = [
            "en": ["\"Привет\"", "\"設定\"", "\"★\""],
            "ru": ["\"settings\"", "\"設定\"", "\"★\""],
            "zh-Hans": ["\"Привет\"", "\"ありがとう\"", "\"★\""],
            "ja": ["\"settings\"", "\"齉\"", "\"★\""],
            "ar": ["\"settings\"", "\"設定\"", "\"★\""],
        ]
        for (locale, expected) in words {
            let messages = findings.filter { $0.locale == locale }.map(\.message)
            #expect(messages.count == expected.count, "\(locale): \(messages)")
            for word in expected {
                #expect(messages.contains { $0.contains(word) }, "\(locale) lacks \(word): \(messages)")
            }
        }
        let lines = try String(contentsOf: folder.appendingPathComponent("findings.jsonl"), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("\"script\"") }
        #expect(lines.count == findings.count)
        #expect(lines.allSatisfy { $0.contains("\"why\"") && $0.contains("\"fix\"") })
    }
}
