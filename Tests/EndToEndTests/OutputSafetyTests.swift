import Foundation
import Reporting
import Testing

/// A command writes only where it cannot lose a user's files: `listen` replaces a folder only
/// when it is an earlier report with nothing added, and no command writes over a file it reads.
/// Each case runs the real executable in a project folder as a user would.
@Suite struct OutputSafetyTests {
    /// A project folder: a git folder, the app, its string tables and notes of the user's own.
    static func project() throws -> URL {
        let folder = try Earshot.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(
            to: folder.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
        try "my notes\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        for name in ["rating.yaml", "en.lproj", "ru.lproj"] {
            try FileManager.default.copyItem(
                at: Earshot.samples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Every file under `folder`, relative to it, with its contents.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(atPath: folder.path)
        while let path = walk?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    static func listen(_ arguments: String..., in folder: URL) throws -> Earshot.Run {
        try Earshot.run(
            Earshot.executable, ["listen"] + arguments + ["--locale", "en", "--quiet"], in: folder)
    }

    @Test func theWorkingDirectoryAndItsParentsAreNeverReplaced() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let before = try Self.snapshot(project)
        for out in [".", "..", project.path, "./"] {
            let run = try Self.listen("rating.yaml", "--out", out, in: project)
            #expect(run.status == ExitStatus.outputError.rawValue, "\(out): \(run.errors)")
            #expect(run.errors.contains("working directory"), "\(out): \(run.errors)")
        }
        #expect(try Self.snapshot(project) == before)
    }

    @Test func aFolderHoldingTheAppOrOtherFilesIsRefusedUntouched() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let before = try Self.snapshot(project)
        let parent = project.deletingLastPathComponent()
        let holding = try Earshot.run(
            Earshot.executable,
            ["listen", project.appendingPathComponent("rating.yaml").path, "--out", project.path, "--quiet"],
            in: parent)
        #expect(holding.status == ExitStatus.outputError.rawValue, "\(holding.errors)")
        #expect(holding.errors.contains("rating.yaml, which this command reads"), "\(holding.errors)")
        #expect(try Self.snapshot(project) == before)

        let other = project.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "draft\n".write(to: other.appendingPathComponent("draft.md"), atomically: true, encoding: .utf8)
        let refused = try Self.listen("rating.yaml", "--out", "docs", in: project)
        #expect(refused.status == ExitStatus.outputError.rawValue, "\(refused.errors)")
        #expect(refused.errors.contains("is not an Earshot report"), "\(refused.errors)")
        #expect(refused.errors.contains("draft.md"))
        #expect(try String(contentsOf: other.appendingPathComponent("draft.md"), encoding: .utf8) == "draft\n")
    }

    @Test func anEarlierReportIsReplacedButNotFilesAddedToIt() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let empty = project.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let first = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(first.status == 0, "\(first.errors)")
        let marker = try String(contentsOf: empty.appendingPathComponent(".earshot-report"), encoding: .utf8)
        #expect(marker.contains("\nindex.html\n"))
        let again = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(again.status == 0, "\(again.errors)")

        try "keep me\n".write(to: empty.appendingPathComponent("review.txt"), atomically: true, encoding: .utf8)
        let added = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(added.status == ExitStatus.outputError.rawValue, "\(added.errors)")
        #expect(added.errors.contains("review.txt"), "\(added.errors)")
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("review.txt").path))
        #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("index.html").path))

        let merged = try Earshot.run(
            Earshot.executable, ["listen", "merge", "report", "--out", "notes.txt", "--quiet"], in: project)
        #expect(merged.status != 0)
        #expect(try String(contentsOf: project.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes\n")
    }

    /// A file deeper than the system's path limit (4,096 bytes) in an earlier report: the
    /// directory enumerator stopped quietly before it, and the report replaced the folder with
    /// the file in it. It is seen, and named.
    @Test func aFileDeeperThanThePathLimitIsSeen() throws {
        let project = try Self.project()
        // `rm` removes a tree deeper than the path limit; Foundation's removal does not.
        defer {
            _ = try? Earshot.run(
                URL(fileURLWithPath: "/bin/rm"), ["-rf", project.path], in: project.deletingLastPathComponent())
        }
        let first = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(first.status == 0, "\(first.errors)")
        let names = (0..<24).map { String(repeating: "deep\($0)", count: 40) }
        #expect(project.path.utf8.count + names.map { $0.utf8.count + 1 }.reduce(0, +) > 4_096)
        // Made a folder at a time, relative to the one before, as `mkdir -p` does.
        try Self.withDeepestFolder(project.appendingPathComponent("report"), names, making: true) { deepest in
            let file = openat(deepest, "notes.txt", O_CREAT | O_WRONLY, 0o644)
            #expect(file >= 0 && write(file, "keep me\n", 8) == 8)
            close(file)
        }

        let again = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(again.status == ExitStatus.outputError.rawValue, "\(again.errors)")
        #expect(again.errors.contains("did not write"), "\(again.errors)")
        try Self.withDeepestFolder(project.appendingPathComponent("report"), names, making: false) { deepest in
            #expect(faccessat(deepest, "notes.txt", F_OK, 0) == 0)
        }
    }

    /// A file whose path inside the report repeats the report's own path, and a marker listing
    /// that path with the repeat taken out: the directory enumerator took the repeat out too, so
    /// the file seemed listed and was removed with the report.
    @Test func aPathRepeatingTheReportsOwnIsNotTakenForAnother() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let report = project.appendingPathComponent("report").resolvingSymlinksInPath()
        let first = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(first.status == 0, "\(first.errors)")
        let inner = report.appendingPathComponent("a" + report.path)
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try "keep me\n".write(to: inner.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let marker = report.appendingPathComponent(".earshot-report")
        try (String(contentsOf: marker, encoding: .utf8) + "anotes.txt\n").write(
            to: marker, atomically: true, encoding: .utf8)

        let again = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(again.status == ExitStatus.outputError.rawValue, "\(again.errors)")
        #expect(again.errors.contains("did not write"), "\(again.errors)")
        #expect(FileManager.default.fileExists(atPath: inner.appendingPathComponent("notes.txt").path))
    }

    /// A file whose name starts with "._" (as macOS names the files it keeps beside others):
    /// Foundation's listing of a folder leaves such names out.
    @Test func aFileNamedLikeMacOSsOwnIsSeen() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        let first = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(first.status == 0, "\(first.errors)")
        let kept = project.appendingPathComponent("report/._review.txt")
        try "keep me\n".write(to: kept, atomically: true, encoding: .utf8)

        let again = try Self.listen("rating.yaml", "--out", "report", in: project)
        #expect(again.status == ExitStatus.outputError.rawValue, "\(again.errors)")
        #expect(again.errors.contains("._review.txt"), "\(again.errors)")
        #expect(FileManager.default.fileExists(atPath: kept.path))
    }

    /// Calls `body` with a descriptor of the folder `names` leads to under `root`, each opened
    /// relative to the one before (and made first, with `making`).
    static func withDeepestFolder(
        _ root: URL, _ names: [String], making: Bool, _ body: (Int32) throws -> Void
    ) throws {
        var folder = open(root.path, O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        for name in names {
            if making { try #require(mkdirat(folder, name, 0o755) == 0) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            try #require(next >= 0, "\(name) is missing")
            folder = next
        }
        defer { close(folder) }
        try body(folder)
    }

    @Test func noCommandWritesOverAFileItReads() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.copyItem(
            at: Earshot.checkout.appendingPathComponent("Tests/CapturesTests/Fixtures/wda-webview.xml"),
            to: project.appendingPathComponent("page.xml"))
        let before = try Self.snapshot(project)
        try FileManager.default.createSymbolicLink(
            at: project.appendingPathComponent("link.wav"),
            withDestinationURL: project.appendingPathComponent("rating.yaml"))
        let cases: [[String]] = [
            ["transcript", "rating.yaml", "--audio", "link.wav"],
            ["repl", "rating.yaml", "--script", "notes.txt", "--record", "link.wav"],
            ["import", "page.xml", "--out", "./page.xml"],
        ]
        for arguments in cases {
            let run = try Earshot.run(Earshot.executable, arguments, in: project)
            #expect(run.status != 0, "\(arguments)")
            #expect(run.errors.contains("which this command reads"), "\(arguments): \(run.errors)")
        }
        // Inside the REPL too: `transcript save` over the app it has open.
        try "next\ntranscript save rating.yaml\n".write(
            to: project.appendingPathComponent("walk.txt"), atomically: true, encoding: .utf8)
        let saved = try Earshot.run(Earshot.executable, ["repl", "rating.yaml", "--script", "walk.txt"], in: project)
        #expect(saved.status == ExitStatus.outputError.rawValue, "\(saved.errors)")
        #expect(saved.errors.contains("which this command reads"), "\(saved.errors)")
        var after = try Self.snapshot(project)
        after["walk.txt"] = nil
        after["link.wav"] = nil
        #expect(after == before)
    }
}
