import Foundation
import Testing

/// `earshot import` and captures given to the other commands, as a user runs them.
@Suite struct ImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CapturesTests/Fixtures")

    @Test func importWritesAFileTheOtherCommandsRead() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID()).yaml")
        defer { try? FileManager.default.removeItem(at: out) }
        let capture = Self.fixtures.appendingPathComponent("wda-settings-traits.xml").path
        let run = try Earshot.run("import", capture, "--out", out.path, "--name", "Sounds")
        #expect(run.status == 0)
        #expect(run.errors.contains("warning: traits that are not UIAccessibilityTraits ignored: Sparkly"))
        #expect(run.errors.contains("wrote \(out.path): 1 screen, 10 elements"))
        let fromCapture = try Earshot.run("transcript", capture)
        let fromImport = try Earshot.run("transcript", out.path)
        #expect(fromImport.status == 0 && !fromImport.output.isEmpty)
        #expect(fromImport.output == fromCapture.output)
        #expect(try Earshot.run("check", out.path).status == 0)
    }

    @Test func aBadCaptureIsAnInputError() throws {
        let run = try Earshot.run("import", Self.fixtures.appendingPathComponent("bad-number.xml").path)
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasSuffix("bad-number.xml:4:5: error: width=\"wide\" is not a number of points\n"))
    }

    @Test func aMissingCaptureIsAnInputError() throws {
        let run = try Earshot.run("import", "/nonexistent/page.xml")
        #expect(run.status == 65)
        #expect(run.errors == "/nonexistent/page.xml:1:1: error: cannot read the file; check the path\n")
    }
}
