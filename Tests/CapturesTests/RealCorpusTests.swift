import AppLoading
import Foundation
import Testing

/// The captures of real apps kept in `Tests/Fixtures/real` (SOURCES.md says where each comes
/// from and under which licence), and the facts a correct VoiceOver reading of each must get
/// right (`facts.json`), written from Apple's documentation and docs/voiceover-behaviour.md.
/// A fact Earshot does not get right yet carries `known`, the defect it shows: it is checked
/// inside `withKnownIssue`, so the day it passes it is reported.
@Suite struct RealCorpusTests {

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/real")

    /// One fact about one capture.
    struct Fact: Codable, Sendable, CustomTestStringConvertible {
        /// The capture's file name.
        var capture: String
        /// `says` (a stop's utterance starts with `text`), `equals` (a stop's utterance is
        /// `text`), `contains` (the first stop saying `other` also says `text`), `lacks` (it does
        /// not), `absent` (no stop says `text`), `once` (exactly one stop says `text`), `stops`
        /// (VoiceOver stops `count` times), `before` (the first stop starting with `text` comes
        /// before the first starting with `other`).
        var kind: String
        var text: String?
        var other: String?
        var count: Int?
        /// The VoiceOver language; English when absent.
        var locale: String?
        /// The documented behaviour the fact rests on.
        var reason: String
        /// The defect that makes Earshot get the fact wrong today.
        var known: String?

        var testDescription: String {
            "\(capture): \(kind) \(text ?? "") \(other.map { "/ \($0)" } ?? "") \(count.map(String.init) ?? "")"
        }
    }

    static let facts: [Fact] = {
        let data = try! Data(contentsOf: directory.appendingPathComponent("facts.json"))
        return try! JSONDecoder().decode([Fact].self, from: data)
    }()

    static var captures: [String] { Array(Set(facts.map(\.capture))).sorted() }

    /// What VoiceOver says at each stop of the capture's first screen, swiping from the top.
    static func utterances(_ capture: String, locale: String) throws -> [String] {
        let loaded = try AppSource.load(url: directory.appendingPathComponent(capture))
        return try Captured.transcript(loaded.app, locale: locale)
    }

    /// Whether Earshot gets the fact right, and what it says instead when it does not.
    static func check(_ fact: Fact) -> (right: Bool, said: String) {
        let lines: [String]
        do {
            lines = try utterances(fact.capture, locale: fact.locale ?? "en-US")
        } catch {
            return (false, "does not load: \(error)")
        }
        let text = fact.text ?? ""
        let all = lines.joined(separator: " | ")
        switch fact.kind {
        case "says":
            return (lines.contains { $0.hasPrefix(text) }, all)
        case "equals":
            return (lines.contains(text), all)
        case "contains", "lacks":
            guard let line = lines.first(where: { $0.contains(fact.other ?? "") }) else {
                return (false, "no stop says \(fact.other ?? ""): \(all)")
            }
            return (line.contains(text) == (fact.kind == "contains"), line)
        case "absent":
            return (!lines.contains { $0.contains(text) }, all)
        case "once":
            return (lines.filter { $0.contains(text) }.count == 1, all)
        case "stops":
            return (lines.count == fact.count, "\(lines.count) stops: \(all)")
        case "before":
            guard let first = lines.firstIndex(where: { $0.hasPrefix(text) }),
                let second = lines.firstIndex(where: { $0.hasPrefix(fact.other ?? "") })
            else { return (false, all) }
            return (first < second, all)
        default:
            return (false, "unknown kind \(fact.kind)")
        }
    }

    @Test(arguments: captures)
    func captureLoads(_ capture: String) throws {
        let loaded = try AppSource.load(url: Self.directory.appendingPathComponent(capture))
        #expect(loaded.app.screens.count == 1)
    }

    @Test(arguments: facts)
    func fact(_ fact: Fact) {
        if let known = fact.known {
            withKnownIssue(Comment(rawValue: known)) {
                let result = Self.check(fact)
                #expect(result.right, "\(fact.reason) — Earshot says: \(result.said)")
            }
        } else {
            let result = Self.check(fact)
            #expect(result.right, "\(fact.reason) — Earshot says: \(result.said)")
        }
    }

    /// The share of facts read right, per capture and overall, printed; the facts not marked
    /// known are all right.
    @Test func shareReadRight() {
        var right = 0
        var report: [String] = []
        for capture in Self.captures {
            let facts = Self.facts.filter { $0.capture == capture }
            let passed = facts.filter { Self.check($0).right }.count
            right += passed
            report.append("\(capture): \(passed)/\(facts.count)")
        }
        report.append("real corpus: \(right)/\(Self.facts.count) facts read right")
        print(report.joined(separator: "\n"))
        #expect(right == Self.facts.filter { $0.known == nil }.count)
        #expect(Self.facts.count >= 100)
    }
}
