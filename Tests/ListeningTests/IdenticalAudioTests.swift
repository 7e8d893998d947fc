import Foundation
import Listening
import Testing

/// Two runs over the same app with nothing changed, one with one worker and one with two, each
/// into its own folder: what reaches the reader and CI should be equal file by file.
///
/// With libespeak-ng 1.51 it is not yet: an element's audio depends on what its worker
/// synthesised before it (docs/listening.md, "Identical audio"). Those expectations are known
/// issues; they fail once the audio becomes reproducible, so that the known issues are then
/// removed.
@Suite struct IdenticalAudioTests {
    @Test func oneWorkerAndTwoWriteTheSameReport() throws {
        let root = try ListenRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let one = root.appendingPathComponent("one")
        let two = root.appendingPathComponent("two")
        let app = ListenRunner.sampleApp
        let first = try ListenRunner.listen(app, into: one, "--jobs", "1", "--fail-on", "never")
        #expect(first.status == 0, "\(first.errors)")
        let second = try ListenRunner.listen(app, into: two, "--jobs", "2", "--fail-on", "never")
        #expect(second.status == 0, "\(second.errors)")

        let files = try Self.audioFiles(one)
        #expect(files == (try Self.audioFiles(two)))
        #expect(files.contains { $0.hasPrefix("audio/") } && files.contains { $0.hasPrefix("screens/") })
        let differing = try files.filter { file in
            try Data(contentsOf: one.appendingPathComponent(file))
                != Data(contentsOf: two.appendingPathComponent(file))
        }
        let identical = differing.isEmpty
        withKnownIssue("libespeak-ng 1.51 keeps state between syntheses that no call resets") {
            #expect(
                identical, "\(differing.count) of \(files.count) files differ, first \(differing.sorted().prefix(3))")
        }
        // A duration finding near its limit comes and goes with the audio.
        let findings = try [one, two].map { try Data(contentsOf: $0.appendingPathComponent("findings.jsonl")) }
        withKnownIssue("libespeak-ng 1.51 keeps state between syntheses that no call resets", isIntermittent: true) {
            #expect(findings[0] == findings[1])
        }
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
