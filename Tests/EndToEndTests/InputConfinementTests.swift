import Foundation
import Reporting
import Testing

/// What a screen file names (includes, strings tables, screenshots) is read only from its own
/// folder and below, and only when it is a regular file: a file from elsewhere cannot make
/// Earshot read `/etc/passwd` and quote it, nor hang on a named pipe. Each case runs the real
/// executable under a time limit, so a hang fails instead of waiting.
@Suite struct InputConfinementTests {
    /// A folder `outside/` beside the app's folder `app/`, with a secret file, removed after `body`.
    static func folders(_ body: (_ app: URL, _ outside: URL) throws -> Void) throws {
        let root = try Earshot.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("app")
        let outside = root.appendingPathComponent("outside")
        for folder in [app, outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try "screens:\n  - name: secret-screen-name\n    elements: []\n".write(
            to: outside.appendingPathComponent("secret.yaml"), atomically: true, encoding: .utf8)
        try body(app, outside)
    }

    static func screenFile(_ lines: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("app.yaml")
        try lines.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// `earshot ARGUMENTS` stopped after 20 s (status 124 then).
    static func run(_ arguments: String...) throws -> Earshot.Run {
        try Earshot.run(URL(fileURLWithPath: "/usr/bin/timeout"), ["20", Earshot.executable.path] + arguments)
    }

    static let element = "    elements:\n      - {accessibilityLabel: Hi, accessibilityFrame: [0, 0, 100, 44]}\n"

    @Test func anIncludeOutsideTheAppsFolderIsRefusedUnread() throws {
        try Self.folders { app, outside in
            try FileManager.default.createSymbolicLink(
                at: app.appendingPathComponent("linked.yaml"),
                withDestinationURL: outside.appendingPathComponent("secret.yaml"))
            for path in [
                "../outside/secret.yaml", "../../../../../../etc/passwd", "linked.yaml",
                "sub/../../outside/secret.yaml",
            ] {
                let file = try Self.screenFile(
                    "screens:\n  - include: \(path)\n  - name: home\n" + Self.element, in: app)
                let run = try Self.run("transcript", file)
                #expect(run.status == ExitStatus.inputError.rawValue, "\(path): \(run.errors)")
                #expect(run.errors.contains("app.yaml:2:14: error: cannot include"), "\(path): \(run.errors)")
                #expect(run.errors.contains("outside the app's folder"), "\(path): \(run.errors)")
                #expect(!run.errors.contains("secret-screen-name") && !run.errors.contains("root:"), "\(path)")
            }
        }
    }

    @Test func stringsTablesAndScreenshotsOutsideTheFolderAreRefused() throws {
        try Self.folders { app, outside in
            let lproj = outside.appendingPathComponent("en.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"k\" = \"secret value\";\n".write(
                to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                at: app.appendingPathComponent("en.lproj"), withDestinationURL: lproj)
            let file = try Self.screenFile(
                "screens:\n  - name: home\n    screenshot: ../outside/shot.png\n" + Self.element, in: app)
            let run = try Self.run("transcript", file)
            #expect(run.status == ExitStatus.inputError.rawValue, "\(run.errors)")
            #expect(
                run.errors.contains("Localizable.strings:1:1: error: this strings table links outside"), "\(run.errors)"
            )
            #expect(run.errors.contains("app.yaml:3:17: error: cannot use the screenshot '../outside/shot.png'"))
        }
    }

    @Test func aNamedPipeIsRefusedAtOnceWhereAFileIsNamed() throws {
        try Self.folders { app, _ in
            for name in ["shot.png", "part.yaml"] {
                #expect(mkfifo(app.appendingPathComponent(name).path, 0o600) == 0)
            }
            let file = try Self.screenFile(
                "screens:\n  - include: part.yaml\n  - name: home\n    screenshot: shot.png\n" + Self.element, in: app)
            let run = try Self.run("transcript", file)
            #expect(run.status == ExitStatus.inputError.rawValue, "\(run.errors)")
            #expect(
                run.errors.contains("(\(app.path)/part.yaml: it is a named pipe, not a regular file)"), "\(run.errors)")
            #expect(
                run.errors.contains("it is a named pipe, not a regular file); a screenshot is a PNG"), "\(run.errors)")

            let sample = Earshot.samples.appendingPathComponent("rating.yaml").path
            for screenshot in [app.appendingPathComponent("shot.png").path, "/dev/stdin", "/dev/zero"] {
                let serve = try Self.run("serve", sample, "--port", "0", "--screenshot", screenshot)
                #expect(serve.status == ExitStatus.inputError.rawValue, "\(screenshot): \(serve.errors)")
                #expect(serve.errors.contains("not a regular file"), "\(screenshot): \(serve.errors)")
            }
        }
    }
}
