import Foundation
import Reporting
import Testing

/// Every command reads what it is given once, from a file, a pipe (`/dev/stdin`, `<(…)`) or `-`:
/// `cat app.yaml | earshot transcript -` works as `earshot transcript app.yaml` does. A named
/// pipe can be read only once, so a command that read its input twice would fail on it.
@Suite struct PipeInputTests {
    static let settings = Earshot.samples.appendingPathComponent("settings.yaml").path
    static let capture = Earshot.checkout.appendingPathComponent("Tests/CapturesTests/Fixtures/wda-webview.xml").path
    static let walk = Earshot.checkout.appendingPathComponent("Tests/ComparisonTests/Fixtures/reordered.txt").path

    /// `command` run by the shell in the samples' folder (where a screen file read from a pipe
    /// finds its strings tables), with playback off; how it ended.
    static func shell(_ command: String) throws -> Earshot.Run {
        try Earshot.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command],
            environment: ["EARSHOT": Earshot.executable.path], in: Earshot.samples)
    }

    @Test func anAppFileOrCaptureIsReadFromAPipe() throws {
        for (input, name) in [(Self.capture, "capture"), (Self.settings, "screen file")] {
            let direct = try Earshot.run("transcript", input)
            for form in [
                "cat \(input) | \"$EARSHOT\" transcript -", "cat \(input) | \"$EARSHOT\" transcript /dev/stdin",
            ] {
                let piped = try Self.shell(form)
                #expect(piped.output == direct.output, "\(name): \(form): \(piped.errors)")
            }
            for command in ["check", "audit", "import"] {
                let piped = try Self.shell("cat \(input) | \"$EARSHOT\" \(command) -")
                #expect(!piped.errors.contains("cannot read the file"), "\(command) \(name): \(piped.errors)")
                #expect([0, 1].contains(piped.status) || name == "screen file", "\(command) \(name): \(piped.errors)")
            }
        }
    }

    @Test func aNamedPipeIsReadOnce() throws {
        let folder = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("page.xml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try Self.shell("cat \(Self.capture) > \(fifo) & timeout 20 \"$EARSHOT\" transcript \(fifo)")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == (try Earshot.run("transcript", Self.capture)).output)
    }

    @Test func aWalkIsReadFromAPipeAndAnEmptyOneIsNoPermissionProblem() throws {
        let direct = try Earshot.run("compare", Self.walk, "--app", Self.settings)
        let piped = try Self.shell("cat \(Self.walk) | \"$EARSHOT\" compare - --app \(Self.settings)")
        #expect(piped.output == direct.output.replacingOccurrences(of: Self.walk, with: "-"), "\(piped.errors)")
        let empty = try Earshot.run("compare", "/dev/null", "--app", Self.settings)
        #expect(!empty.errors.contains("permission"), "\(empty.errors)")
    }
}
