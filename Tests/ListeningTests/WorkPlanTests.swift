import AccessibilityModel
import Foundation
import SpeechBridge
import Testing

@testable import Listening

/// How a run's synthesis is cut into work items: the same cut whatever runs it, long screens in
/// fixed ranges, and each file synthesised once, by the item holding its first occurrence.
@Suite struct WorkPlanTests {
    static func screen(_ name: String, locale: String = "en") -> LocaleScreen {
        LocaleScreen(locale: locale, screen: PlannedScreen(name: name, path: []))
    }

    /// `count` distinct files named after the screen.
    static func files(_ prefix: String, _ count: Int) -> [String] {
        (0..<count).map { "audio/en/\(prefix)\($0).wav" }
    }

    @Test func aLongScreenIsCutIntoFixedRanges() {
        let plan = WorkPlan(screens: [(Self.screen("long"), Self.files("row", 150))], rangeSize: 64) { _ in false }
        #expect(plan.items.map(\.elements) == [Array(0..<64), Array(64..<128), Array(128..<150)])
        #expect(plan.dependencies == [[0, 1, 2]])
        #expect(plan.synthesized == [Set(0..<150)])
    }

    @Test func eachFileIsSynthesisedOnceWhereItFirstOccurs() {
        let first = ["a", "b", "a", "c"].map { "audio/en/\($0).wav" }
        let second = ["c", "d", "b"].map { "audio/en/\($0).wav" }
        let plan = WorkPlan(
            screens: [(Self.screen("first"), first), (Self.screen("second"), second)], rangeSize: 2
        ) { _ in false }
        // first: a b | a c; second: c d | b. The second "a" and every later "b" and "c" are
        // files already owned; the second screen's last range has nothing of its own.
        #expect(
            plan.items == [
                WorkItem(screen: Self.screen("first"), elements: [0, 1]),
                WorkItem(screen: Self.screen("first"), elements: [3]),
                WorkItem(screen: Self.screen("second"), elements: [1]),
            ])
        #expect(plan.dependencies == [[0, 1], [0, 1, 2]])
        let written = plan.items.flatMap { item in
            item.elements.map { (item.screen == Self.screen("first") ? first : second)[$0] }
        }
        #expect(written.count == Set(first + second).count)
        #expect(Set(written) == Set(first + second))
    }

    @Test func readyFilesAreNotSynthesisedAndAreAskedAboutOnce() {
        var asked: [String] = []
        let files = ["a", "b", "a", "c"].map { "audio/en/\($0).wav" }
        let plan = WorkPlan(screens: [(Self.screen("s"), files)], rangeSize: 64) { file in
            asked.append(file)
            return file.hasSuffix("b.wav")
        }
        #expect(asked == ["audio/en/a.wav", "audio/en/b.wav", "audio/en/c.wav"])
        #expect(plan.items.map(\.elements) == [[0, 3]])
        let allReady = WorkPlan(screens: [(Self.screen("s"), files)]) { _ in true }
        #expect(allReady.items.isEmpty && allReady.dependencies == [[]])
    }

    /// The plan depends on the screens alone: planning again, as another run with another
    /// number of jobs does, gives the same items.
    @Test func thePlanIsTheSameEveryTime() {
        let screens = (0..<5).map { index in
            (Self.screen("s\(index)", locale: index < 3 ? "en" : "fr"), Self.files("e", 40 + 30 * index))
        }
        let plans = (0..<3).map { _ in WorkPlan(screens: screens) { _ in false } }
        #expect(plans.allSatisfy { $0 == plans[0] })
        // New files: s0 0-39 (one range), s1 40-69 (cut at 64), s2 70-99, s3 100-129 (cut at
        // 128), s4 130-159.
        #expect(plans[0].items.count == 7)
    }

    static let elements = 150

    /// One screen of `elements` buttons with distinct labels.
    static func app(in folder: URL) throws -> URL {
        var yaml = "name: Long\ninitialScreen: list\nscreens:\n  - name: list\n    elements:\n"
        for index in 0..<elements {
            yaml += """
                      - accessibilityLabel: "Row \(index), \(["Inbox", "Archive", "Drafts", "Sent"][index % 4])"
                        accessibilityTraits: [button]
                        accessibilityFrame: [0, \(index * 44), 393, 44]

                """
        }
        let url = folder.appendingPathComponent("app.yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A single long screen is shared between workers, one range each, and its audio is every
    /// element's file in swipe order, half a second apart.
    @Test func aLongScreenIsSharedAndItsAudioIsWhole() throws {
        let folder = try ListenRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try Self.app(in: folder)
        let report = folder.appendingPathComponent("report")
        let run = try ListenRunner.listen(app.path, into: report, "--jobs", "4", "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("--jobs 4: 3 workers had work"), "\(run.errors)")
        let result = try #require(try ListenRunner.report(report).results.first)
        #expect(result.elements.count == Self.elements)
        #expect(result.elements.allSatisfy { $0.synthesized })
        let gap = [Int16](repeating: 0, count: PCMFormat.samples(milliseconds: ScreenRenderer.gapMilliseconds))
        var expected: [Int16] = []
        for (index, element) in result.elements.enumerated() {
            let samples = try WAVFile.read(report.appendingPathComponent(element.audio)).samples
            #expect(abs(PCMFormat.seconds(samples: samples.count) - element.spoken.duration) < 0.000_1)
            if index > 0 { expected += gap }
            expected += samples
        }
        let screen = try WAVFile.read(report.appendingPathComponent(result.audio)).samples
        #expect(screen == expected, "the screen's audio is not its elements' audio in order")
    }
}
