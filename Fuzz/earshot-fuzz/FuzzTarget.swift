import Foundation

/// One libFuzzer target: a parser fed arbitrary bytes, and the inputs its corpus starts from.
struct FuzzTarget: Sendable {
    /// The name `scripts/fuzz` runs it by (`EARSHOT_FUZZ_TARGET`).
    let name: String
    /// The first inputs, made from the files in `samples/` (given as the samples directory).
    let seeds: @Sendable (URL) -> [Data]
    /// Feeds one input to the parser. A crash, a hang or runaway memory is a finding; so is a
    /// broken promise, which the target checks with `preconditionFailure`.
    let run: @Sendable (Data) -> Void
}

extension FuzzTarget {
    /// The target this process fuzzes, set once before libFuzzer starts.
    nonisolated(unsafe) static var selected: FuzzTarget?

    /// The files in `directory` whose names end with one of `suffixes`, sorted.
    static func files(in directory: URL, endingWith suffixes: [String]) -> [URL] {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in suffixes.contains { name.hasSuffix($0) } }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The contents of those files.
    static func contents(in directory: URL, endingWith suffixes: [String]) -> [Data] {
        files(in: directory, endingWith: suffixes).compactMap { FileManager.default.contents(atPath: $0.path) }
    }

    /// The contents of a test suite's fixtures (`Tests/SUITE/Fixtures`, beside `samples/`) whose
    /// names end with one of `suffixes`.
    static func fixtures(of suite: String, besides samples: URL, endingWith suffixes: [String]) -> [Data] {
        let fixtures = samples.deletingLastPathComponent().appendingPathComponent("Tests/\(suite)/Fixtures")
        return contents(in: fixtures, endingWith: suffixes)
    }

    /// The lines of those files that contain `marker`, each as one input.
    static func lines(in directory: URL, endingWith suffixes: [String], containing marker: String) -> [Data] {
        contents(in: directory, endingWith: suffixes).flatMap { data in
            String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.contains(marker) }
                .map { Data($0.utf8) }
        }
    }
}
