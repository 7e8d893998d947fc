import Foundation
import TestSupport
import Testing

/// The report in a real browser: headless Chromium driven through WebDriver (Debian's
/// `chromium`, `chromium-driver` and `python3-selenium`, installed by `.ci/install-deps`) opens
/// `index.html` from disk, plays an element, follows the whole-screen captions, uses a filter,
/// finds every control named in Chromium's accessibility tree and no console errors.
@Suite struct BrowserTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_report.py")

    @Test func theReportWorksInChromiumFromDisk() throws {
        for program in ["/usr/bin/chromium", "/usr/bin/chromedriver", DebianPython.executable] {
            #expect(
                FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run .ci/install-deps")
        }
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(ListenRunner.fixture("flags"), into: folder, "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        let check = try DebianPython.run(Self.script, arguments: [folder.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.contains("element duration"), "\(check.output)\(check.errors)")
    }
}
