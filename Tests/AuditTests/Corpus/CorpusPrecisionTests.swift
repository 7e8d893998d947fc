import AccessibilityModel
import Audit
import Foundation
import Testing

/// The audit's precision and recall on the labelled corpus (``CorpusCase``), by rule and by
/// locale, printed as the table docs/audit.md publishes ("Precision and recall"). The budget is
/// precision at least 95% and recall at least 90% in each locale; each locale's figures may not
/// fall below those reached (``reached``), so a change that loses precision or recall fails.
struct CorpusPrecisionTests {
    /// The figures reached in each locale, which a change may not lower.
    static let reached: [String: (precision: Double, recall: Double)] = [
        "en-US": (1.0, 1.0), "ru": (0.976, 0.933), "zh-Hans": (1.0, 0.967), "ja": (1.0, 0.962), "de": (1.0, 1.0),
    ]

    /// The figures reached on the held-out cases (``CorpusCase/isHeldOut``), which a change may
    /// not lower either.
    static let reachedHeldOut: [String: (precision: Double, recall: Double)] = [
        "ru": (0.5, 0.333), "ja": (1.0, 0.0), "de": (1.0, 1.0),
    ]

    /// The corpus beside the tests.
    static let corpus = LabelledCorpus(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/corpus"))

    /// Every locale's cases audited; `heldOut` counts the held-out cases alone.
    static func report() throws -> (all: CorpusReport, heldOut: CorpusReport) {
        try corpus.report(voices: AuditTestSupport.voices)
    }

    @Test func precisionAndRecallPerLocaleDoNotFallBelowThoseReached() throws {
        let (report, heldOut) = try Self.report()
        print(report.markdown(locales: CorpusCase.locales))
        print("held out:\n" + heldOut.markdown(locales: CorpusCase.locales))
        for (locale, floor) in Self.reachedHeldOut.sorted(by: { $0.key < $1.key }) {
            let score = heldOut.score(locale: locale)
            #expect(score.precision >= floor.precision, "\(locale) held out: precision \(score.precision)")
            #expect(score.recall >= floor.recall, "\(locale) held out: recall \(score.recall)")
            print("\(locale) held out: precision \(score.precision), recall \(score.recall)")
        }
        print("false positives:\n  " + report.falsePositives.joined(separator: "\n  "))
        print("misses:\n  " + report.misses.joined(separator: "\n  "))
        for locale in CorpusCase.locales {
            let score = report.score(locale: locale)
            let floor = try #require(Self.reached[locale])
            #expect(score.precision >= floor.precision, "\(locale): precision \(score.precision)")
            #expect(score.recall >= floor.recall, "\(locale): recall \(score.recall)")
            print(
                "\(locale): precision \(score.precision) (budget \(LabelledCorpus.budget.precision)), recall \(score.recall) (budget \(LabelledCorpus.budget.recall))"
            )
        }
    }

    @Test func theCorpusHoldsAtLeast300CasesInEveryLocaleEachWithItsReason() throws {
        var total = 0
        for locale in CorpusCase.locales {
            let cases = try CorpusCase.load(locale, from: Self.corpus.folder)
            total += cases.count
            #expect(cases.count >= 40, "\(locale)")
            #expect(cases.contains { $0.breaks.isEmpty } && cases.contains { !$0.breaks.isEmpty }, "\(locale)")
            for item in cases { #expect(!item.reason.isEmpty && !item.source.isEmpty, "\(item)") }
        }
        #expect(total >= 300)
    }

    /// A case taken from a real app's strings holds that string's text, as the app wrote it.
    @Test func casesFromRealStringsQuoteThemExactly() throws {
        for locale in CorpusCase.locales {
            for item in try CorpusCase.load(locale, from: Self.corpus.folder) {
                guard let path = CorpusCase.stringsTables[item.sourceName]?(locale) else { continue }
                let table = try String(contentsOf: Self.corpus.folder.appendingPathComponent(path), encoding: .utf8)
                let keys = item.source.dropFirst(item.sourceName.count + 1).split(separator: "+")
                let texts = [item.label ?? item.placeholder ?? ""] + (item.hint.map { [$0] } ?? [])
                #expect(keys.count == texts.count, "\(item)")
                for (key, text) in zip(keys, texts) {
                    #expect(table.contains("\"\(key)\" = \"\(text)\";"), "\(item): \(key)")
                }
            }
        }
    }

    /// A line of the corpus that cannot be read is named with its file, its line and what is
    /// wrong with it.
    @Test func aBrokenLineIsReportedWhereItIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ru.tsv")
        let good = ["# traits\tlabel", "button\tAdd\t-\t-\tgood\tapp"]
        try good.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        #expect(try CorpusCase.load("ru", from: folder).map(\.label) == ["Add"])
        let broken = [
            ("button\tAdd\t-\tgood\tapp", "has 5 columns separated by tabs, not 6, 9 or 10"),
            ("buton\tAdd\t-\t-\tgood\tapp", "names no trait \"buton\""),
            ("button\tAdd\t-\tlabel-missed\tbad\tapp", "names \"label-missed\", no rule the corpus judges"),
        ]
        for (line, problem) in broken {
            try (good + [line]).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let error = try #require(throws: CorpusError.self) { try CorpusCase.load("ru", from: folder) }
            #expect(error.description == "\(file.path):3: \(problem)")
        }
    }
}
