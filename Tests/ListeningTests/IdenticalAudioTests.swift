import Foundation
import Listening
import Testing

/// Two runs over the same app with nothing changed, one with one worker and one with three, each
/// into its own folder: what reaches the reader and CI is equal file by file, although
/// libespeak-ng 1.51 carries state from one synthesis to the next (docs/listening.md, "Identical
/// audio").
@Suite struct IdenticalAudioTests {
    @Test func oneWorkerAndTwoWriteTheSameReport() throws {
        let root = try ListenRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let one = root.appendingPathComponent("one")
        let two = root.appendingPathComponent("two")
        let app = ListenRunner.sampleApp
        let first = try ListenRunner.listen(app, into: one, "--jobs", "1", "--fail-on", "never")
        #expect(first.status == 0, "\(first.errors)")
        let second = try ListenRunner.listen(app, into: two, "--jobs", "3", "--fail-on", "never")
        #expect(second.status == 0, "\(second.errors)")

        let files = try Self.audioFiles(one)
        #expect(files == (try Self.audioFiles(two)))
        #expect(files.contains { $0.hasPrefix("audio/") } && files.contains { $0.hasPrefix("screens/") })
        let differing = try files.filter { file in
            try Data(contentsOf: one.appendingPathComponent(file))
                != Data(contentsOf: two.appendingPathComponent(file))
        }
        #expect(
            differing.isEmpty,
            "\(differing.count) of \(files.count) files differ, first \(differing.sorted().prefix(3))")
        // So the duration findings are the same too.
        let findings = try [one, two].map { try Data(contentsOf: $0.appendingPathComponent("findings.jsonl")) }
        #expect(findings[0] == findings[1])
    }

    /// The report-relative paths of the WAV files under `audio/` and `screens/`.
    private static func audioFiles(_ folder: URL) throws -> Set<String> {
        var files: Set<String> = []
        for part in ["audio", "screens"] {
            let top = folder.appendingPathComponent(part)
            guard let walker = FileManager.default.enumerator(atPath: top.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".wav") {
                files.insert(part + "/" + path)
            }
        }
        return files
    }
}
