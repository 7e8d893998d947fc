import Foundation
import Testing

@testable import Listening

/// Ctrl-C while a finished report is put in place: at every step of the commit the process
/// ends, with status 130, leaving the previous report or the new one, whole, and nothing beside.
@Suite(.serialized) struct InterruptionTests {
    /// Longer than any run of the clean fixture; a run still going then is stuck.
    static let deadline: TimeInterval = 120

    @Test(arguments: CommitStep.allCases)
    func anInterruptionDuringTheCommitLeavesOneWholeReport(step: CommitStep) throws {
        let root = try ListenRunner.temporaryFolder()
        let folder = root.appendingPathComponent("report")
        // The previous report has one locale, the new one two.
        #expect(try ListenRunner.listen(ListenRunner.fixture("clean"), into: folder, "--locales", "en").status == 0)
        let process = try ListenRunner.start(
            ["listen", ListenRunner.fixture("clean"), "--out", folder.path, "--quiet"],
            environment: [CommitStep.interruptVariable: step.rawValue])
        let end = Date().addingTimeInterval(Self.deadline)
        while process.isRunning, Date() < end { usleep(10_000) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("interrupted at \(step), the run did not end within \(Self.deadline) s")
            return
        }
        let message = String(
            decoding: (process.standardError as! Pipe).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["report"])
        let replaced = step != .listed
        #expect(try ListenRunner.report(folder).locales.map(\.locale) == (replaced ? ["en", "ru"] : ["en"]))
        let listed = try String(contentsOf: folder.appendingPathComponent(ReportFolder.marker), encoding: .utf8)
        let absent = listed.split(separator: "\n").dropFirst().filter {
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent(String($0)).path)
        }
        #expect(absent.isEmpty, "the report in place lacks \(absent)")
        #expect(
            message.contains(replaced ? "interrupted once the new report was in place" : "previous report is left"),
            "\(message)")
    }
}
