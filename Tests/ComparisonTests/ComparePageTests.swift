import Foundation
import TestSupport
import Testing

/// `earshot compare --format html`: the table as a page, each pair with both texts and the words
/// that differ marked, opened in headless Chromium (Debian's `chromium`, `chromium-driver` and
/// `python3-selenium`) and checked by axe-core (from the axe-playwright-python wheel that
/// `.ci/install-deps` fetches), with no violation.
@Suite struct ComparePageTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Browser/check_compare_page.py")

    /// The page of two walks, one with every kind of difference.
    private func page() throws -> String {
        let run = try Walks.earshot(
            "compare", Walks.path("changed.json"), Walks.path("reordered.txt"), "--app", Walks.settings,
            "--app-name", "Settings", "--format", "html")
        #expect(run.status == 1, "\(run.errors)")
        return run.output
    }

    @Test func eachPairShowsBothTextsWithTheDifferingWordsMarked() throws {
        let html = try page()
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<td>Settings <mark>Header</mark></td>"), "\(html)")
        #expect(html.contains("<td>Settings. <mark>Heading.</mark> [2]</td>"))
        #expect(html.contains("<td class=\"result\">VoiceOver only</td>"))
        #expect(html.components(separatedBy: "<table>").count == 3)
    }

    @Test func thePagePassesAxeCoreInChromium() throws {
        for program in ["/usr/bin/chromium", "/usr/bin/chromedriver", DebianPython.executable] {
            #expect(
                FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: run .ci/install-deps")
        }
        #expect(FileManager.default.fileExists(atPath: AxeCore.wheel.path), "axe-core is missing: run .ci/install-deps")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("compare.html")
        try Data(try page().utf8).write(to: file)
        let check = try DebianPython.run(Self.script, arguments: [file.path, AxeCore.wheel.path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output.contains("axe-core 4."), "\(check.output)\(check.errors)")
        #expect(check.output.contains("\"Header\""), "\(check.output)")
    }
}
