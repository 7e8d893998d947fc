import AccessibilityModel
import AppFiles
import Captures
import Foundation

@testable import REPL
@testable import ScreenFiles

/// Every fuzz target, in one place: a new parser is one more entry here.
let fuzzTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "screen-yaml",
        seeds: { FuzzTarget.contents(in: $0, endingWith: [".yaml"]) },
        run: { ScreenFileExercise.run($0, name: "fuzz.yaml") }),
    FuzzTarget(
        name: "screen-json",
        seeds: { samples in
            FuzzTarget.files(in: samples, endingWith: [".yaml"]).compactMap { url in
                (try? ScreenFileLoader.load(url: url)).map { Data(ScreenFileWriter.json($0.app).utf8) }
            }
        },
        run: { ScreenFileExercise.run($0, name: "fuzz.json") }),
    FuzzTarget(
        name: "template",
        seeds: { FuzzTarget.lines(in: $0, endingWith: [".yaml"], containing: "{") },
        run: { TemplateExercise.run(String(decoding: $0, as: UTF8.self)) }),
    FuzzTarget(
        name: "strings",
        seeds: { FuzzTarget.contents(in: $0, endingWith: [".strings"]) },
        run: { StringTableExercise.run($0, format: .strings) }),
    FuzzTarget(
        name: "stringsdict",
        seeds: { FuzzTarget.contents(in: $0, endingWith: [".stringsdict"]) },
        run: { StringTableExercise.run($0, format: .stringsdict) }),
    FuzzTarget(
        name: "xcstrings",
        seeds: { FuzzTarget.contents(in: $0, endingWith: [".xcstrings"]) },
        run: { StringTableExercise.run($0, format: .xcstrings) }),
    FuzzTarget(
        name: "capture",
        seeds: captureSeeds,
        run: { data in
            do throws(LoadError) {
                _ = try CaptureReader.read(data: data, name: "fuzz.xml")
            } catch {
                error.diagnostics.forEach(ScreenFileExercise.check)
            }
        }),
    FuzzTarget(
        name: "screen-path",
        seeds: { FuzzTarget.contents(in: $0, endingWith: [".yaml"]) },
        run: { data in
            guard let app = ScreenFileExercise.load(data, name: "fuzz.yaml") else { return }
            WholePathExercise.run(app)
        }),
    FuzzTarget(
        name: "capture-path",
        seeds: captureSeeds,
        run: { data in
            do throws(LoadError) {
                WholePathExercise.run(try CaptureReader.read(data: data, name: "fuzz.xml").app)
            } catch {
                error.diagnostics.forEach(ScreenFileExercise.check)
            }
        }),
    FuzzTarget(name: "import-round-trip", seeds: captureSeeds, run: ImportRoundTripExercise.run),
    FuzzTarget(
        name: "options",
        seeds: { _ in
            [
                "a\n--touch-target\n1e300", "a\n--coverage=0.5\n--label-length\n40", "b\n--jobs\n99999999999",
                "c\n--rate\n50\n--pitch\n100", "e\n--port\n70000", "h\n--elements\n100",
                "a\n--order-tolerance\n22\n---\nthresholds:\n  touchTarget: 44\n  coverage: 0.5\n  durationRatio: 1.6\n",
                "b\n--duration-ratio\ninf\n---\nthresholds: {labelLength: 1e300}\n",
            ].map { Data($0.utf8) }
        },
        run: OptionsExercise.run),
    FuzzTarget(name: "walk", seeds: walkSeeds, run: WalkExercise.run),
    FuzzTarget(name: "voice-file", seeds: VoiceFileExercise.seeds, run: VoiceFileExercise.run),
    FuzzTarget(name: "confinement", seeds: { _ in ConfinementExercise.seeds }, run: ConfinementExercise.run),
    FuzzTarget(name: "report-folder", seeds: { _ in ReportFolderExercise.seeds }, run: ReportFolderExercise.run),
    FuzzTarget(
        name: "speech",
        seeds: { samples in
            FuzzTarget.lines(in: samples, endingWith: [".yaml", ".strings"], containing: "abel").map { Data([0]) + $0 }
        },
        run: SpeechExercise.run),
    FuzzTarget(
        name: "repl-command",
        seeds: { _ in CommandCatalog.all.map { Data($0.usage.utf8) } },
        run: { _ = try? CommandParser.parse(String(decoding: $0, as: UTF8.self)) }),
]

/// The captures among the tests' fixtures.
@Sendable private func captureSeeds(_ samples: URL) -> [Data] {
    FuzzTarget.fixtures(of: "CapturesTests", besides: samples, endingWith: [".xml", ".txt"])
}

/// The walks among the tests' fixtures, in every format `earshot compare` reads.
@Sendable private func walkSeeds(_ samples: URL) -> [Data] {
    FuzzTarget.fixtures(of: "ComparisonTests", besides: samples, endingWith: [".txt", ".json", ".jsonl"])
}
