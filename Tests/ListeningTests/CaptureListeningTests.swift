import Foundation
import Testing

/// `earshot listen` takes a captured tree as every command does; an app without string tables
/// says its captured labels in whichever locale is asked for.
@Suite struct CaptureListeningTests {
    @Test func aCaptureIsRenderedInTheLocalesAskedFor() throws {
        let capture = ListenRunner.checkout.appendingPathComponent(
            "Tests/CapturesTests/Fixtures/wda-settings-traits.xml")
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(capture.path, into: folder, "--locales", "en-US,ru", "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        let report = try ListenRunner.report(folder)
        #expect(report.locales.map(\.locale) == ["en-US", "ru"])
        let elements = report.results.flatMap(\.elements)
        #expect(!elements.isEmpty)
        for element in elements {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(element.audio).path))
        }
    }
}
