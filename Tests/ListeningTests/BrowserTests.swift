import Foundation
import Testing

/// The report in a real browser: headless Chromium driven through WebDriver (Debian's
/// `chromium`, `chromium-driver` and `python3-selenium`, installed by `.ci/install-deps`) opens
/// `index.html` from disk, plays an element, follows the whole-screen captions, uses a filter,
/// finds every control named in Chromium's accessibility tree and no console errors.
@Suite struct BrowserTests {
    /// Debian's Python, which has selenium (`python3` on PATH may be another one).
    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_report.py")

    @Test func theReportWorksInChromiumFromDisk() throws {
        for program in ["/usr/bin/chromium", "/usr/bin/chromedriver", Self.python] {
            #expect(
                FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run .ci/install-deps")
        }
        let folder = try ListenRunner.temporaryFolder().appendingPathComponent("report")
        let run = try ListenRunner.listen(ListenRunner.fixture("flags"), into: folder, "--fail-on", "never")
        #expect(run.status == 0, "\(run.errors)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.script.path, folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("element duration"))
    }
}
