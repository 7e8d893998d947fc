import Foundation
import Testing

@testable import Listening

/// The partial report folder an interrupted run removes stays removed: a renderer still at work
/// makes folders inside it, never the folder itself.
@Suite struct ReportFolderTests {
    @Test func foldersAreMadeInsideTheReportFolder() throws {
        let root = try ListenRunner.temporaryFolder()
        try ReportFolder.makeFolder("audio/en", in: root)
        try ReportFolder.makeFolder("audio/en", in: root)
        try ReportFolder.makeFolder(containing: "screens/ru/home.0123.wav", in: root)
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("audio/en").path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("screens/ru").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("screens/ru/home.0123.wav").path))
    }

    @Test func aRemovedReportFolderIsNotMadeAgain() throws {
        let root = try ListenRunner.temporaryFolder().appendingPathComponent(".report.partial-1")
        #expect(throws: ListenError.self) { try ReportFolder.makeFolder("audio/en", in: root) }
        #expect(throws: ListenError.self) { try ReportFolder.makeFolder(containing: "screens/en/a.wav", in: root) }
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }
}
